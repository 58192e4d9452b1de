import { pageMeta, type PageMetaInput } from "~/lib/meta";
import { site } from "~/config/site";

/** `pageMeta` with this site's brand: what route modules call from their `meta` export. */
export function meta(input: PageMetaInput) {
  return pageMeta(site.brand, input);
}

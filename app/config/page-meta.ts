import { pageMeta, type PageMetaInput } from "~/lib/meta";
import { brand } from "~/config/brand";

/** `pageMeta` with this site's brand: what route modules call from their `meta` export. */
export function meta(input: PageMetaInput) {
  return pageMeta(brand, input);
}

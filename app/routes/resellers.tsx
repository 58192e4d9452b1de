import { localize } from "~/config/localize";
import { BackLink } from "~/components/back-link";
import type { PageMeta } from "~/config/page-meta";
import { useMessages } from "~/i18n/messages-context";
import { site } from "~/config/site";
import { Island } from "~/islands/island";
import type { PageIslands } from "~/islands/registry";

export const meta: PageMeta = (m) => ({
  title: m.meta.resellers.title,
  description: m.meta.resellers.description(site.brand.premiumName),
  path: "/resellers",
});

export const gated = true;

export const islands: PageIslands = (handle) => ({
  "reseller-list": { resellers: localize(site.resellers, handle.operator?.resellers, "resellers") },
});

export default function Resellers() {
  const m = useMessages().resellers;
  return (
    <div className="flex flex-col gap-10 pt-4 pb-4">
      <header className="flex flex-col items-start gap-4">
        <BackLink to="/getkey">{m.backToGetKey}</BackLink>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{m.title(site.brand.name)}</h1>
        <p className="max-w-2xl text-muted">{m.intro(site.brand.premiumName)}</p>
      </header>
      <Island name="reseller-list" />
    </div>
  );
}

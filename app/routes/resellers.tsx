import { localize } from "~/config/localize";
import type { Route } from "./+types/resellers";
import { AdBlockGate, useAdBlockGate } from "~/components/ad-block-gate";
import { BackLink } from "~/components/back-link";
import { PageShell } from "~/components/page-shell";
import { ResellerList } from "~/components/reseller-list";
import { localeMeta } from "~/config/page-meta";
import { useMessages, useOperatorTranslation } from "~/i18n/messages-context";
import { site } from "~/config/site";

export const meta: Route.MetaFunction = ({ matches }) =>
  localeMeta(matches, (m) => ({
    title: m.meta.resellers.title,
    description: m.meta.resellers.description(site.brand.premiumName),
    path: "/resellers",
  }));

export default function Resellers() {
  const adBlock = useAdBlockGate();
  const m = useMessages().resellers;
  return (
    <AdBlockGate state={adBlock}>
      <PageShell>
        <div className="flex flex-col gap-10 pt-4 pb-4">
          <header className="flex flex-col items-start gap-4">
            <BackLink to="/getkey">{m.backToGetKey}</BackLink>
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{m.title(site.brand.name)}</h1>
            <p className="max-w-2xl text-muted">{m.intro(site.brand.premiumName)}</p>
          </header>
          <ResellerList resellers={localize(site.resellers, useOperatorTranslation()?.resellers, "resellers")} />
        </div>
      </PageShell>
    </AdBlockGate>
  );
}

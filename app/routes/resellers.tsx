import { localize } from "~/config/localize";
import { AdBlockGatedPage } from "~/components/ad-block-gate";
import { BackLink } from "~/components/back-link";
import { PageShell } from "~/components/page-shell";
import type { PageMeta } from "~/config/page-meta";
import { useMessages, useOperatorTranslation } from "~/i18n/messages-context";
import { site } from "~/config/site";
import { Island } from "~/islands/island";
import adBlockGate from "~/islands/ad-block-gate";
import resellerList from "~/islands/reseller-list";
import { adBlockGateProps } from "~/routes/gate-props";

export const meta: PageMeta = (m) => ({
  title: m.meta.resellers.title,
  description: m.meta.resellers.description(site.brand.premiumName),
  path: "/resellers",
});

export default function Resellers() {
  const m = useMessages().resellers;
  const resellers = localize(site.resellers, useOperatorTranslation()?.resellers, "resellers");
  return (
    <>
      <AdBlockGatedPage>
        <PageShell>
          <div className="flex flex-col gap-10 pt-4 pb-4">
            <header className="flex flex-col items-start gap-4">
              <BackLink to="/getkey">{m.backToGetKey}</BackLink>
              <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{m.title(site.brand.name)}</h1>
              <p className="max-w-2xl text-muted">{m.intro(site.brand.premiumName)}</p>
            </header>
            <Island island={resellerList} props={{ resellers }} />
          </div>
        </PageShell>
      </AdBlockGatedPage>
      <Island island={adBlockGate} props={adBlockGateProps} />
    </>
  );
}

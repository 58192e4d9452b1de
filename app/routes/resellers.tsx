import type { Route } from "./+types/resellers";
import { AdBlockGate, useAdBlockGate } from "~/components/ad-block-gate";
import { BackLink } from "~/components/back-link";
import { PageShell } from "~/components/page-shell";
import { ResellerList } from "~/components/reseller-list";
import { meta as pageMeta } from "~/config/page-meta";
import { site } from "~/config/site";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Resellers",
    description: `Buy ${site.brand.premiumName} for lifetime access from the official store or an approved reseller.`,
    path: "/resellers",
  });

export default function Resellers() {
  const adBlock = useAdBlockGate();
  return (
    <AdBlockGate state={adBlock}>
      <PageShell>
        <div className="flex flex-col gap-10 pt-4 pb-4">
          <header className="flex flex-col items-start gap-4">
            <BackLink to="/getkey">Back to Get Key</BackLink>
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{site.brand.name} Resellers</h1>
            <p className="max-w-2xl text-muted">
              Choose your preferred reseller to purchase {site.brand.premiumName} for lifetime access
            </p>
          </header>
          <ResellerList resellers={site.resellers} />
        </div>
      </PageShell>
    </AdBlockGate>
  );
}

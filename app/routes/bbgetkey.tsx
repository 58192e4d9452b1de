import { AdBlockGatedPage } from "~/components/ad-block-gate";
import { PageShell } from "~/components/page-shell";
import type { PageMeta } from "~/config/page-meta";
import { site } from "~/config/site";
import { Island } from "~/islands/island";
import adBlockGate from "~/islands/ad-block-gate";
import keyLinkRedirect from "~/islands/key-link-redirect";
import { adBlockGateProps } from "~/routes/gate-props";

export const meta: PageMeta = (m) => ({ ...m.meta.bbgetkey, path: "/bbgetkey", noindex: true });

/** Sends the visitor to a key-link provider chosen by stored choice or country tier (spec section 4). */
export default function BetterBypasserKey() {
  return (
    <>
      <AdBlockGatedPage>
        <PageShell footer={false}>
          <Island
            island={keyLinkRedirect}
            props={{
              links: site.betterBypasser,
              tiers: site.countryTiers,
              rinkuShare: site.rinkuShareLowerTiers,
              geolocationEndpoint: site.thirdParty.geolocationEndpoint,
              timeoutMs: site.thirdParty.geolocationTimeoutMs,
            }}
          />
        </PageShell>
      </AdBlockGatedPage>
      <Island island={adBlockGate} props={adBlockGateProps} />
    </>
  );
}

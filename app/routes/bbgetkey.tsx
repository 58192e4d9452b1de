import type { PageMeta } from "~/config/page-meta";
import { site } from "~/config/site";
import { Island } from "~/islands/island";
import type { PageIslands } from "~/islands/registry";
import { adBlockGateProps, GatedPage } from "~/routes/gated-page";

export const meta: PageMeta = (m) => ({ ...m.meta.bbgetkey, path: "/bbgetkey", noindex: true });

export const islands: PageIslands = () => ({
  "key-link-redirect": {
    links: site.betterBypasser,
    tiers: site.countryTiers,
    rinkuShare: site.rinkuShareLowerTiers,
    geolocationEndpoint: site.thirdParty.geolocationEndpoint,
    timeoutMs: site.thirdParty.geolocationTimeoutMs,
  },
  "ad-block-gate": adBlockGateProps,
});

/** Sends the visitor to a key-link provider chosen by stored choice or country tier (spec section 4). */
export default function BetterBypasserKey() {
  return (
    <GatedPage footer={false}>
      <Island name="key-link-redirect" />
    </GatedPage>
  );
}

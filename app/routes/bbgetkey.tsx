import type { PageMeta } from "~/config/page-meta";
import { site } from "~/config/site";
import { Island } from "~/islands/island";
import type { PageIslands } from "~/islands/registry";

export const meta: PageMeta = (m) => ({ ...m.meta.bbgetkey, path: "/bbgetkey", noindex: true });

// A gated redirect page without footer, as /ugphone is too (it re-exports these).
export const gated = true;
export const footer = false;

export const islands: PageIslands = ({ messages: m }) => ({
  "redirect-when-clear": {
    title: m.redirect.title,
    message: m.redirect.betterBypasser,
    keyLink: {
      links: site.betterBypasser,
      tiers: site.countryTiers,
      rinkuShare: site.rinkuShareLowerTiers,
      geolocationEndpoint: site.thirdParty.geolocationEndpoint,
      timeoutMs: site.thirdParty.geolocationTimeoutMs,
    },
  },
});

export default function GatedRedirect() {
  return <Island name="redirect-when-clear" />;
}

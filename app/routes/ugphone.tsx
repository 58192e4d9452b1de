import type { PageMeta } from "~/config/page-meta";
import { site } from "~/config/site";
import type { PageIslands } from "~/islands/registry";

export { default, footer, gated } from "~/routes/bbgetkey";

const partner = site.partnerBanner.partnerName;

export const meta: PageMeta = (m) => ({
  title: partner,
  description: m.meta.ugphone.description(partner),
  path: "/ugphone",
  noindex: true,
});

// The only destination is the configured partner page with our referral; nothing from the URL is used.
// No <meta http-equiv="refresh"> here: it would leave before the ad-block gate has had its say.
export const islands: PageIslands = ({ messages: m }) => ({
  "redirect-when-clear": { title: m.redirect.to(partner), destination: site.links.ugphone },
});

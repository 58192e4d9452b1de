import type { PageMeta } from "~/config/page-meta";
import { site } from "~/config/site";
import { Island } from "~/islands/island";
import type { PageIslands } from "~/islands/registry";

const partner = site.partnerBanner.partnerName;

export const meta: PageMeta = (m) => ({
  title: partner,
  description: m.meta.ugphone.description(partner),
  path: "/ugphone",
  noindex: true,
});

export const gated = true;
export const footer = false;

// The only destination is the configured partner page with our referral; nothing from the URL is used.
// No <meta http-equiv="refresh"> here: it would leave before the ad-block gate has had its say.
export const islands: PageIslands = ({ messages: m }) => ({
  "redirect-when-clear": { title: m.redirect.to(partner), destination: site.links.ugphone },
});

export default function UgPhone() {
  return <Island name="redirect-when-clear" />;
}

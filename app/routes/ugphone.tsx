import { RedirectNotice } from "~/components/redirect-notice";
import type { PageMeta } from "~/config/page-meta";
import { useMessages } from "~/i18n/messages-context";
import { site } from "~/config/site";
import { Island } from "~/islands/island";
import type { PageIslands } from "~/islands/registry";

// The only destination is the configured partner page with our referral; nothing from the URL is used.
// No <meta http-equiv="refresh"> here: it would leave before the ad-block gate has had its say.
const destination = site.links.ugphone;
const partner = site.partnerBanner.partnerName;

export const meta: PageMeta = (m) => ({
  title: partner,
  description: m.meta.ugphone.description(partner),
  path: "/ugphone",
  noindex: true,
});

export const gated = true;
export const footer = false;

export const islands: PageIslands = () => ({
  "redirect-when-clear": { destination },
});

export default function UgPhone() {
  const m = useMessages().redirect;
  return (
    <>
      <RedirectNotice title={m.to(partner)} fallbackHref={destination} />
      <Island name="redirect-when-clear" />
    </>
  );
}

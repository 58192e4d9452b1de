import { useEffect } from "react";
import type { Route } from "./+types/ugphone";
import { AdBlockGate, useAdBlockGate } from "~/components/ad-block-gate";
import { PageShell } from "~/components/page-shell";
import { RedirectNotice } from "~/components/redirect-notice";
import { meta as pageMeta } from "~/config/page-meta";
import { site } from "~/config/site";

// The only destination is the configured partner page with our referral; nothing from the URL is used.
// No <meta http-equiv="refresh"> here: it would leave before the ad-block gate has had its say.
const destination = site.links.ugphone;
const partner = site.partnerBanner.partnerName;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: partner,
    description: `Redirects to the ${partner} partner offer.`,
    path: "/ugphone",
    noindex: true,
  });

export default function UgPhone() {
  const adBlock = useAdBlockGate();
  useEffect(() => {
    if (adBlock === "clear") window.location.replace(destination);
  }, [adBlock]);
  return (
    <AdBlockGate state={adBlock}>
      <PageShell footer={false}>
        <RedirectNotice title={`Redirecting to ${partner}...`} fallbackHref={destination} />
      </PageShell>
    </AdBlockGate>
  );
}

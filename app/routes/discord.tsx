import { useEffect } from "react";
import type { Route } from "./+types/discord";
import { PageShell } from "~/components/page-shell";
import { RedirectNotice } from "~/components/redirect-notice";
import { meta as pageMeta } from "~/config/page-meta";
import { site } from "~/config/site";

// The only destination is the configured invite; nothing from the URL is ever used.
const destination = site.links.communityInvite;
const platform = site.links.communityPlatform;

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: `${platform} Community`,
    description: `Redirects to the ${site.brand.name} ${platform} community.`,
    path: "/discord",
    noindex: true,
  }),
  // Without JavaScript the browser still goes there at once (this page has no ad-block gate).
  { httpEquiv: "refresh", content: `0;url=${destination}` },
];

export default function Discord() {
  useEffect(() => {
    window.location.replace(destination);
  }, []);
  return (
    <PageShell footer={false}>
      <RedirectNotice title={`Redirecting to ${platform}...`} fallbackHref={destination} />
    </PageShell>
  );
}

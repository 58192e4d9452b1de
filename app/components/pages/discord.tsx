import { InlineScript } from "~/components/inline-script";
import { RedirectNotice } from "~/components/redirect-notice";
import type { PageMeta } from "~/lib/page-meta";
import { useMessages } from "~/i18n/messages-context";
import { site } from "~/config/site";
import { inLanguage } from "~/components/site-page";

// The only destination is the configured invite; nothing from the URL is ever used.
const destination = site.links.communityInvite;
const platform = site.links.communityPlatform;

export const meta: PageMeta = (m) => ({
  title: m.meta.discord.title(platform),
  description: m.meta.discord.description(site.brand.name, platform),
  path: "/discord",
  noindex: true,
  // Without JavaScript the browser still goes there at once (this page has no ad-block gate).
  refreshTo: destination,
});

export const Discord = inLanguage(function Discord() {
  const m = useMessages().redirect;
  return (
    <>
      <RedirectNotice title={m.to(platform)} fallbackHref={destination} words={m} />
      <InlineScript name="redirectTo" data={{ to: destination }} />
    </>
  );
});

import { useAdBlockGate } from "~/components/ad-block-gate";
import { RedirectNotice } from "~/components/redirect-notice";
import { useKeyLinkRedirect, type KeyLinkSettings } from "~/components/use-key-link-redirect";
import { useMessages } from "~/i18n/messages-context";
import { defineIsland } from "~/islands/define";

/** /bbgetkey: once the ad-block gate is clear, chooses the key-link provider and leaves for it. */
function KeyLinkRedirect(settings: KeyLinkSettings) {
  const adBlock = useAdBlockGate();
  const destination = useKeyLinkRedirect(adBlock === "clear", settings);
  const m = useMessages().redirect;
  return <RedirectNotice title={m.title} message={m.betterBypasser} fallbackHref={destination} />;
}

export default defineIsland("key-link-redirect", KeyLinkRedirect, ["redirect"]);

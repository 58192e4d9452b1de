import { useEffect, useState } from "react";
import { useAdBlockGate } from "~/components/ad-block-check";
import { RedirectNotice } from "~/components/redirect-notice";
import { useMessages } from "~/i18n/messages-context";
import { defineIsland } from "~/islands/define";
import { chooseKeyLink, lookupCountry, type KeyLinkChoiceDeps } from "~/lib/key-link-choice";

/** What the choice needs from the configuration (app/config/key-flow.ts), given as props by /bbgetkey. */
type KeyLinkSettings = Pick<KeyLinkChoiceDeps, "links" | "tiers" | "rinkuShare" | "timeoutMs"> & {
  geolocationEndpoint: string;
};

/**
 * /bbgetkey: once the ad-block gate is clear, chooses the key-link provider and leaves for it with
 * `location.replace`, so Back does not return here and bounce the visitor forward again. The
 * destination, once known, is also the "click here" fallback.
 */
function KeyLinkRedirect(settings: KeyLinkSettings) {
  const clear = useAdBlockGate() === "clear";
  const [destination, setDestination] = useState<string>();
  useEffect(() => {
    if (!clear) return;
    void chooseKeyLink({
      ...settings,
      storage: () => window.localStorage,
      lookupCountry: (signal) => lookupCountry(settings.geolocationEndpoint, signal),
      random: Math.random,
    }).then(({ url }) => {
      setDestination(url);
      window.location.replace(url);
    });
  }, [clear, settings]);
  const m = useMessages().redirect;
  return <RedirectNotice title={m.title} message={m.betterBypasser} fallbackHref={destination} />;
}

export default defineIsland("key-link-redirect", KeyLinkRedirect, ["redirect"]);

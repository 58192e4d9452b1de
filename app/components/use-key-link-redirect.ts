import { useEffect, useRef, useState } from "react";
import { site } from "~/config/site";
import { lookupCountry } from "~/lib/country-lookup";
import { chooseKeyLink, type KeyLinkChoiceDeps } from "~/lib/key-link-choice";

/**
 * Once `enabled` (the ad-block gate is clear), choose the BetterBypasser key link and leave with
 * `location.replace`, so Back does not return to this page and bounce the visitor forward again.
 * Returns the destination once known (for the "click here" fallback).
 */
export function useKeyLinkRedirect(enabled: boolean): string | undefined {
  const [destination, setDestination] = useState<string>();
  const started = useRef(false);

  useEffect(() => {
    if (!enabled || started.current) return;
    started.current = true;
    void chooseKeyLink(browserDeps()).then(({ url }) => {
      setDestination(url);
      window.location.replace(url);
    });
  }, [enabled]);

  return destination;
}

function browserDeps(): KeyLinkChoiceDeps {
  return {
    // Reading window.localStorage itself throws when storage is disabled: keep it inside the calls.
    storage: {
      getItem: (key) => window.localStorage.getItem(key),
      setItem: (key, value) => window.localStorage.setItem(key, value),
    },
    lookupCountry: (signal) => lookupCountry(site.thirdParty.geolocationEndpoint, { signal }),
    random: Math.random,
    links: site.betterBypasser,
    tiers: site.countryTiers,
    rinkuShare: site.rinkuShareLowerTiers,
    timeoutMs: site.thirdParty.geolocationTimeoutMs,
  };
}

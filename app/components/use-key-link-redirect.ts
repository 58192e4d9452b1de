import { useEffect, useRef, useState } from "react";
import { lookupCountry } from "~/lib/country-lookup";
import { chooseKeyLink, type KeyLinkChoiceDeps } from "~/lib/key-link-choice";

/** What the choice needs from the configuration (app/config/key-flow.ts); the /bbgetkey island gets it as props. */
export interface KeyLinkSettings {
  links: KeyLinkChoiceDeps["links"];
  tiers: KeyLinkChoiceDeps["tiers"];
  rinkuShare: number;
  geolocationEndpoint: string;
  timeoutMs: number;
}

/**
 * Once `enabled` (the ad-block gate is clear), choose the BetterBypasser key link and leave with
 * `location.replace`, so Back does not return to this page and bounce the visitor forward again.
 * Returns the destination once known (for the "click here" fallback).
 */
export function useKeyLinkRedirect(enabled: boolean, settings: KeyLinkSettings): string | undefined {
  const [destination, setDestination] = useState<string>();
  const started = useRef(false);

  useEffect(() => {
    if (!enabled || started.current) return;
    started.current = true;
    void chooseKeyLink(browserDeps(settings)).then(({ url }) => {
      setDestination(url);
      window.location.replace(url);
    });
  }, [enabled, settings]);

  return destination;
}

function browserDeps(settings: KeyLinkSettings): KeyLinkChoiceDeps {
  return {
    // Reading window.localStorage itself throws when storage is disabled: keep it inside the calls.
    storage: {
      getItem: (key) => window.localStorage.getItem(key),
      setItem: (key, value) => window.localStorage.setItem(key, value),
    },
    lookupCountry: (signal) => lookupCountry(settings.geolocationEndpoint, { signal }),
    random: Math.random,
    links: settings.links,
    tiers: settings.tiers,
    rinkuShare: settings.rinkuShare,
    timeoutMs: settings.timeoutMs,
  };
}

/**
 * The /bbgetkey decision (spec sections 4, 7 and 9): a stored BBChoice wins ("rinku" → rinku, any other
 * value → workink; no lookup, no write). Otherwise the country's tier picks (tier 1 always rinku, tiers 2
 * and 3 rinku with probability `rinkuShare`; a failed, late or unusable lookup counts as tier 2), and the
 * choice is saved; storage that throws (disabled, full) only skips the saving. Never rejects, so the
 * visitor is never stuck on the redirect page.
 */
export type KeyLinkChoice = "rinku" | "workink";

/** The tier lists come from the configuration (`site.countryTiers`); every other country is tier 3. */
export type CountryTiers = Record<"tier1" | "tier2", readonly string[]>;

/** What the choice needs from the configuration (app/config/key-flow.ts). */
export interface KeyLinkSettings {
  links: { readonly rinku: string; readonly workink: string };
  tiers: CountryTiers;
  /** Probability that tiers 2 and 3 go to rinku. */
  rinkuShare: number;
  /** GET, JSON answer with a two-letter `country` field. */
  geolocationEndpoint: string;
  /** How long the lookup may take before it counts as failed. */
  timeoutMs: number;
}

/** The localStorage key of the sticky choice. */
export const BB_CHOICE_KEY = "BBChoice";

export async function chooseKeyLink(settings: KeyLinkSettings): Promise<{ choice: KeyLinkChoice; url: string }> {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(BB_CHOICE_KEY);
  } catch {
    // Unreadable storage counts as empty.
  }
  let choice: KeyLinkChoice = stored === "rinku" ? "rinku" : "workink";
  if (stored === null) {
    choice = (await lookupTier(settings)) === 1 || Math.random() < settings.rinkuShare ? "rinku" : "workink";
    try {
      localStorage.setItem(BB_CHOICE_KEY, choice);
    } catch {
      // The choice is simply not sticky this time.
    }
  }
  return { choice, url: settings.links[choice] };
}

/** The tier of a two-letter, upper-case country code. */
export function countryTier(code: string, tiers: CountryTiers): 1 | 2 | 3 {
  return tiers.tier1.includes(code) ? 1 : tiers.tier2.includes(code) ? 2 : 3;
}

/** The visitor's tier; 2 when the lookup fails, times out or answers something that is not a country. */
async function lookupTier({ geolocationEndpoint, tiers, timeoutMs }: KeyLinkSettings) {
  try {
    // The timeout aborts the request and the reading of its body alike.
    const response = await fetch(geolocationEndpoint, {
      method: "GET",
      headers: { Accept: "application/json" },
      credentials: "omit",
      cache: "no-store",
      referrerPolicy: "no-referrer",
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status !== 200) return 2;
    const answer = ((await response.json()) as { country?: unknown } | null)?.country;
    const code = typeof answer === "string" ? answer.trim().toUpperCase() : "";
    return /^[A-Z]{2}$/.test(code) ? countryTier(code, tiers) : 2;
  } catch {
    return 2;
  }
}

/**
 * The /bbgetkey decision (spec sections 4, 7 and 9): a stored BBChoice wins ("rinku" → rinku, any other
 * value → workink; no lookup, no write). Otherwise tier 1 always picks rinku, tiers 2 and 3 pick it with
 * probability `rinkuShare`, and the choice is saved. Storage that throws (disabled, full) counts as empty
 * and skips the saving. Never rejects, so the visitor is never stuck on the redirect page.
 */
export type KeyLinkChoice = "rinku" | "workink";

export interface KeyLinkSettings {
  links: Record<KeyLinkChoice, string>;
  tiers: Record<"tier1" | "tier2", readonly string[]>;
  rinkuShare: number;
  geolocationEndpoint: string;
  timeoutMs: number;
}

export const BB_CHOICE_KEY = "BBChoice";

export async function chooseKeyLink(settings: KeyLinkSettings): Promise<{ choice: KeyLinkChoice; url: string }> {
  const stored = withStorage(() => localStorage.getItem(BB_CHOICE_KEY));
  let choice: KeyLinkChoice = stored === "rinku" ? "rinku" : "workink";
  if (stored === null) {
    choice = (await lookupTier(settings)) === 1 || Math.random() < settings.rinkuShare ? "rinku" : "workink";
    withStorage(() => localStorage.setItem(BB_CHOICE_KEY, choice));
  }
  return { choice, url: settings.links[choice] };
}

function withStorage<T>(use: () => T): T | null {
  try {
    return use();
  } catch {
    return null;
  }
}

/** The tier of a two-letter, upper-case country code: 3 when it is on neither list. */
export function countryTier(code: string, tiers: KeyLinkSettings["tiers"]): 1 | 2 | 3 {
  return tiers.tier1.includes(code) ? 1 : tiers.tier2.includes(code) ? 2 : 3;
}

/** The visitor's tier; 2 when the lookup fails, takes longer than `timeoutMs` or answers no country. */
async function lookupTier({ geolocationEndpoint, tiers, timeoutMs }: KeyLinkSettings) {
  try {
    // The timeout aborts the request and the reading of its body alike.
    const response = await fetch(geolocationEndpoint, {
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

/**
 * The /bbgetkey decision (spec sections 4, 7 and 9), its outside world injected: a stored BBChoice wins
 * ("rinku" → rinku, any other value → workink; no lookup, no write). Otherwise the country's tier picks
 * (tier 1 always rinku, tiers 2 and 3 rinku with probability `rinkuShare`; a failed, hanging or unusable
 * lookup counts as tier 2), and the choice is saved; storage that throws only skips the saving. Never
 * rejects, so the visitor is never stuck on the redirect page.
 */
export type KeyLinkChoice = "rinku" | "workink";

/** The tier lists come from the configuration (`site.countryTiers`); every other country is tier 3. */
export type CountryTiers = Record<"tier1" | "tier2", readonly string[]>;

/** The localStorage key of the sticky choice. */
export const BB_CHOICE_KEY = "BBChoice";

export type ChoiceStorage = Pick<Storage, "getItem" | "setItem">;

export interface KeyLinkChoiceDeps {
  /** Usually `() => window.localStorage`; it may throw (storage disabled), and so may either method. */
  storage: () => ChoiceStorage;
  /** Resolves to a country code; may reject, resolve to garbage, or never settle. Abort it via the signal. */
  lookupCountry: (signal: AbortSignal) => Promise<unknown>;
  /** A number in [0, 1), like Math.random. */
  random: () => number;
  links: { readonly rinku: string; readonly workink: string };
  tiers: CountryTiers;
  /** Probability that tiers 2 and 3 go to rinku. */
  rinkuShare: number;
  /** How long the lookup may take before it counts as failed. */
  timeoutMs: number;
}

export async function chooseKeyLink(deps: KeyLinkChoiceDeps): Promise<{ choice: KeyLinkChoice; url: string }> {
  let stored: string | null = null;
  try {
    stored = deps.storage().getItem(BB_CHOICE_KEY);
  } catch {
    // Unreadable storage counts as empty.
  }
  let choice: KeyLinkChoice = stored === "rinku" ? "rinku" : "workink";
  if (stored === null) {
    choice = (await lookupTier(deps)) === 1 || deps.random() < deps.rinkuShare ? "rinku" : "workink";
    try {
      deps.storage().setItem(BB_CHOICE_KEY, choice);
    } catch {
      // Storage disabled or full: the choice is simply not sticky this time.
    }
  }
  return { choice, url: deps.links[choice] };
}

/** The tier of a two-letter, upper-case country code. */
export function countryTier(code: string, tiers: CountryTiers): 1 | 2 | 3 {
  return tiers.tier1.includes(code) ? 1 : tiers.tier2.includes(code) ? 2 : 3;
}

/** The visitor's tier; 2 when the lookup fails, times out or answers something that is not a country. */
async function lookupTier(deps: KeyLinkChoiceDeps) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deps.timeoutMs);
  const deadline = new Promise<null>((resolve) => controller.signal.addEventListener("abort", () => resolve(null)));
  try {
    // Inside the try: a lookup that throws at once is a failure like any other.
    const answer = await Promise.race([deps.lookupCountry(controller.signal), deadline]);
    const code = typeof answer === "string" ? answer.trim().toUpperCase() : "";
    return /^[A-Z]{2}$/.test(code) ? countryTier(code, deps.tiers) : 2;
  } catch {
    return 2;
  } finally {
    clearTimeout(timer);
  }
}

/** The `country` field of a 200 answer from the IP geolocation endpoint, unchecked; rejects otherwise. */
export async function lookupCountry(endpoint: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(endpoint, {
    method: "GET",
    headers: { Accept: "application/json" },
    credentials: "omit",
    cache: "no-store",
    referrerPolicy: "no-referrer",
    signal,
  });
  if (response.status !== 200) throw new Error(`country lookup answered ${response.status}`);
  const body: unknown = await response.json();
  return (body as { country?: unknown } | null)?.country;
}

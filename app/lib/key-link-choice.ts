/**
 * The /bbgetkey decision (spec section 4), its outside world injected: a stored BBChoice wins ("rinku"
 * → rinku, any other value → workink; no lookup, no write). Otherwise the country's tier (a failed,
 * hanging or unusable lookup counts as tier 2) picks, and the choice is saved; storage that throws
 * only skips the saving. Never rejects, so the visitor is never stuck on the redirect page.
 */
import { countryTier, normaliseCountryCode, type CountryTiers, type Tier } from "./country-tier.ts";

export type KeyLinkChoice = "rinku" | "workink";

/** The localStorage key of the sticky choice. */
export const BB_CHOICE_KEY = "BBChoice";

export type ChoiceStorage = Pick<Storage, "getItem" | "setItem">;

export interface KeyLinkChoiceDeps {
  /** Usually localStorage; either method may throw. */
  storage: ChoiceStorage;
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
    stored = deps.storage.getItem(BB_CHOICE_KEY);
  } catch {
    // Unreadable storage counts as empty.
  }
  if (stored !== null) return result(stored === "rinku" ? "rinku" : "workink", deps);

  const tier = await lookupTier(deps);
  const choice = choiceForTier(tier, deps.random, deps.rinkuShare);
  try {
    deps.storage.setItem(BB_CHOICE_KEY, choice);
  } catch {
    // Storage disabled or full: the choice is simply not sticky this time.
  }
  return result(choice, deps);
}

/** Tier 1 always rinku; tiers 2 and 3 rinku with probability `rinkuShare`. */
export function choiceForTier(tier: Tier, random: () => number, rinkuShare: number): KeyLinkChoice {
  if (tier === 1) return "rinku";
  return random() < rinkuShare ? "rinku" : "workink";
}

/** The visitor's tier; 2 when the lookup fails, times out or answers something that is not a country. */
async function lookupTier(deps: KeyLinkChoiceDeps): Promise<Tier> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deps.timeoutMs);
  const deadline = new Promise<null>((resolve) => controller.signal.addEventListener("abort", () => resolve(null)));
  try {
    // Inside the try: a lookup that throws at once is a failure like any other.
    const code = normaliseCountryCode(await Promise.race([deps.lookupCountry(controller.signal), deadline]));
    return code === null ? 2 : countryTier(code, deps.tiers);
  } catch {
    return 2;
  } finally {
    clearTimeout(timer);
  }
}

function result(choice: KeyLinkChoice, deps: KeyLinkChoiceDeps) {
  return { choice, url: deps.links[choice] };
}

/**
 * Country tiers for the /bbgetkey choice (spec section 9). Pure: the tier lists come in as an
 * argument (`site.countryTiers`), so an operator can move a country without touching this code.
 */
export type Tier = 1 | 2 | 3;

export interface CountryTiers {
  readonly tier1: readonly string[];
  readonly tier2: readonly string[];
}

/** " us\n" → "US". Anything that is not two letters once trimmed is unknown: null. */
export function normaliseCountryCode(code: unknown): string | null {
  if (typeof code !== "string") return null;
  const upper = code.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(upper) ? upper : null;
}

/** Tier 1 or 2 when the code is on that list; every other country, and an unknown code, is tier 3. */
export function countryTier(code: unknown, tiers: CountryTiers): Tier {
  const normalised = normaliseCountryCode(code) ?? "";
  return tiers.tier1.includes(normalised) ? 1 : tiers.tier2.includes(normalised) ? 2 : 3;
}

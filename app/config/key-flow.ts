/**
 * Configuration, part 3 of 4: getting a key. /getkey cards and providers, /bbgetkey destinations and
 * country tiers, /resellers, and the third parties the browser talks to (geolocation, ad network).
 */
import type { SiteConfig } from "./schema.ts";

/** /getkey: the paid card and the two free key-link providers, in the order shown. */
export const getKey = {
  premium: {
    badge: "RECOMMENDED",
    benefits: ["Instant key delivery", "Premium support", "No Ads"],
    cta: "Get {premiumName}",
  },
  freeProviders: [
    {
      id: "rinku",
      name: "Rinku",
      badge: "FREE",
      bullets: ["Fastest completion time", "Simple task system", "Mobile friendly"],
      url: "https://rinku.pro/rifthub-key",
      cta: "Get Free Key",
    },
    {
      id: "workink",
      name: "Work.ink",
      badge: "FREE",
      bullets: ["Free with Ads", "Quick Access", "No Payment Required"],
      url: "https://work.ink/rifthub/key",
      cta: "Get Free Key",
    },
  ],
  whyPremium: [
    { title: "Instant Access", text: "Your key arrives the moment you pay: no tasks, no waiting." },
    { title: "Premium Support", text: "Priority help from the team whenever you need it." },
    { title: "No Ads", text: "Skip every task page and advert, for life." },
  ],
} as const satisfies SiteConfig["getKey"];

/** /bbgetkey: where each BBChoice leads (rinku is the first provider link, workink the second). */
export const betterBypasser = {
  rinku: "https://rinku.pro/betterbypasser",
  workink: "https://work.ink/betterbypasser/key",
} as const satisfies SiteConfig["betterBypasser"];

/** /resellers: the official store first, then the others in random order. */
export const resellers = [
  {
    id: "official",
    name: "Official",
    official: true,
    paymentMethods: ["Bitcoin", "Litecoin"],
    accent: "#8b5cf6",
    url: "https://rifthub.mysellauth.com/product/rift-now",
  },
  {
    id: "kryo",
    name: "Kryo Keys",
    official: false,
    paymentMethods: ["PayPal (F&F)", "Bitcoin", "Litecoin", "UPI (Indian)", "Robux"],
    accent: "#22d3ee",
    url: "https://kryokeys.sellpass.io/products/rift-now",
  },
] as const satisfies SiteConfig["resellers"];

/** Country tiers for /bbgetkey (ISO 3166-1 alpha-2). Every other country is tier 3. */
export const countryTiers = {
  tier1: [
    "US",
    "CA",
    "GB",
    "AU",
    "DE",
    "FR",
    "NL",
    "SE",
    "NO",
    "DK",
    "CH",
    "AT",
    "BE",
    "LU",
    "IE",
    "FI",
    "JP",
    "SG",
    "NZ",
    "KR",
  ],
  tier2: [
    "ES",
    "IT",
    "PT",
    "GR",
    "CZ",
    "SK",
    "SI",
    "EE",
    "LV",
    "LT",
    "PL",
    "HU",
    "HR",
    "BG",
    "RO",
    "CY",
    "MT",
    "IS",
    "IL",
    "AE",
    "SA",
    "QA",
    "KW",
    "OM",
    "TW",
    "HK",
    "MO",
    "BR",
    "MX",
    "AR",
    "CL",
    "UY",
    "CR",
    "PA",
    "TH",
    "MY",
    "PH",
  ],
} as const satisfies SiteConfig["countryTiers"];

/** Probability that a tier 2 or tier 3 visitor is sent to rinku rather than workink. */
export const rinkuShareLowerTiers = 0.5 as const satisfies SiteConfig["rinkuShareLowerTiers"];

/** Third parties the browser talks to. Both hosts are allowed by the Content-Security-Policy. */
export const thirdParty = {
  /** GET, JSON answer with a two-letter `country` field. */
  geolocationEndpoint: "https://api.country.is/",
  geolocationTimeoutMs: 3000,
  /** Loaded by the ad-block check; a load error or a missing `window.adsbygoogle` means blocked. */
  adScriptUrl: "https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js",
  /** Named in the privacy policy. */
  keyAuthProvider: { name: "Luarmor", url: "https://luarmor.net/" },
} as const satisfies SiteConfig["thirdParty"];

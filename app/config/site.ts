/**
 * The one place an operator edits: brand, links, games, resellers, key providers, country tiers,
 * legal figures. Validated by `schema.ts` at build time (vite.config.ts) and in a unit test; a wrong
 * value fails `npm run build` with a message that names the field. See README "Configure and rebrand".
 *
 * Rules enforced by the schema: every outbound link is an absolute https:// URL, titles are not empty,
 * game titles and reseller ids are unique, country codes are two upper-case letters and in one tier only.
 */
import type { SiteConfig } from "./schema.ts";

export const site = {
  brand: {
    name: "Rift",
    /** The paid key product. */
    premiumName: "Rift NOW",
    tagline:
      "The only script hub you'll ever need, experience the most feature-packed, high-quality script hub!",
    description:
      "Rift is a free script hub for Roblox: copy the loader, get a key, and play six supported games.",
    /** Canonical origin of the deployed site, used for canonical URLs, sitemap and Open Graph. */
    siteUrl: "https://rifthub.example",
    themeColor: "#0b0b14",
  },

  /** The one-line loader command that "Get Script" copies. */
  loader: 'loadstring(game:HttpGet("https://api.rifthub.example/loader.lua"))()',

  stats: [
    { value: "4K+", label: "Active Users" },
    { value: "24/7", label: "Uptime" },
    { value: "6+", label: "Games" },
  ],

  links: {
    docs: "https://docs.rifthub.example/",
    /** Community chat invite, used by the landing page and /discord. */
    communityInvite: "https://discord.gg/rifthub",
    /** Name of the chat platform: "Discord Community" button, "Redirecting to Discord...". */
    communityPlatform: "Discord",
    /** Cloud-phone partner promotion page with our referral, used by /ugphone. */
    ugphone: "https://www.ugphone.com/toc-portal/#/dashboard/index?invitation_code=RIFTHUB",
    tutorials: {
      mobile: "https://www.youtube.com/watch?v=rift-mobile",
      pc: "https://www.youtube.com/watch?v=rift-pc",
    },
  },

  /** The landing-page banner that leads to /ugphone. */
  partnerBanner: {
    /** Shown in "Redirecting to UgPhone...". */
    partnerName: "UgPhone",
    title: "Free cloud phone from UgPhone",
    text: "Run Rift around the clock on a cloud Android phone. Claim the partner offer.",
    cta: "Redeem",
  },

  games: [
    {
      title: "Blox Fruits",
      image: "/games/blox-fruits.svg",
      gameUrl: "https://www.roblox.com/games/2753915549/Blox-Fruits",
      status: "operational",
    },
    {
      title: "Grow a Garden",
      image: "/games/grow-a-garden.svg",
      gameUrl: "https://www.roblox.com/games/126884695634066/Grow-a-Garden",
      status: "operational",
    },
    {
      title: "Dead Rails",
      image: "/games/dead-rails.svg",
      gameUrl: "https://www.roblox.com/games/116495829188952/Dead-Rails-Alpha",
      status: "operational",
    },
    {
      title: "Murder Mystery 2",
      image: "/games/murder-mystery-2.svg",
      gameUrl: "https://www.roblox.com/games/142823291/Murder-Mystery-2",
      status: "operational",
    },
    {
      title: "Fisch",
      image: "/games/fisch.svg",
      gameUrl: "https://www.roblox.com/games/16732694052/Fisch",
      status: "operational",
    },
    {
      title: "Pet Simulator 99",
      image: "/games/pet-simulator-99.svg",
      gameUrl: "https://www.roblox.com/games/8737899170/Pet-Simulator-99",
      status: "operational",
    },
  ],

  /** /getkey: the paid card and the two free key-link providers, in the order shown. */
  getKey: {
    premium: {
      badge: "RECOMMENDED",
      benefits: ["Instant key delivery", "Premium support", "No Ads"],
      cta: "Get Rift NOW",
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
  },

  /** /bbgetkey: where each BBChoice leads (rinku is the first provider link, workink the second). */
  betterBypasser: {
    rinku: "https://rinku.pro/betterbypasser",
    workink: "https://work.ink/betterbypasser/key",
  },

  /** /resellers: the official store first, then the others in random order. */
  resellers: [
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
  ],

  /** Country tiers for /bbgetkey (ISO 3166-1 alpha-2). Every other country is tier 3. */
  countryTiers: {
    tier1: ["US", "CA", "GB", "AU", "DE", "FR", "NL", "SE", "NO", "DK", "CH", "AT", "BE", "LU", "IE", "FI", "JP", "SG", "NZ", "KR"],
    tier2: [
      "ES", "IT", "PT", "GR", "CZ", "SK", "SI", "EE", "LV", "LT", "PL", "HU", "HR", "BG", "RO", "CY", "MT", "IS", "IL",
      "AE", "SA", "QA", "KW", "OM", "TW", "HK", "MO", "BR", "MX", "AR", "CL", "UY", "CR", "PA", "TH", "MY", "PH",
    ],
  },
  /** Probability that a tier 2 or tier 3 visitor is sent to rinku rather than workink. */
  rinkuShareLowerTiers: 0.5,

  /** Third parties the browser talks to. Both hosts are allowed by the Content-Security-Policy. */
  thirdParty: {
    /** GET, JSON answer with a two-letter `country` field. */
    geolocationEndpoint: "https://api.country.is/",
    geolocationTimeoutMs: 3000,
    /** Loaded by the ad-block check; a load error or a missing `window.adsbygoogle` means blocked. */
    adScriptUrl: "https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js",
    /** Named in the privacy policy. */
    keyAuthProvider: { name: "Luarmor", url: "https://luarmor.net/" },
  },

  legal: {
    lastUpdated: "2026-11-22",
    blacklistReinstatementFeeUsd: 2.5,
    /** Cumulative showcaser payouts: reaching minViews brings the total to totalUsd. */
    showcaserMilestones: [
      { minViews: 10_000, maxViews: 19_999, totalUsd: 50 },
      { minViews: 20_000, maxViews: 39_999, totalUsd: 75 },
      { minViews: 40_000, maxViews: 59_999, totalUsd: 100 },
      { minViews: 60_000, maxViews: 79_999, totalUsd: 125 },
      { minViews: 80_000, maxViews: null, totalUsd: 150 },
    ],
  },
} as const satisfies SiteConfig;

export type Site = typeof site;

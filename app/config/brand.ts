/**
 * Configuration, part 1 of 4 (README "Configure and rebrand"): the brand and all the landing page downloads.
 * Game statuses live in `public/status.json` and change without a rebuild (`npm run status`).
 */
import type { SiteConfig } from "./schema.ts";

// Texts write {name}, {premiumName} and {gameCount} instead of typing them (npm run check refuses a typed
// name): renaming the hub is the one change of `name`, adding a game the one change of `games`.
export const brand = {
  /** The hub's name, everywhere a visitor reads it (every language, the logo, the icons, the server's log). */
  name: "Rift",
  /** The paid key product. */
  premiumName: "Rift NOW",
  tagline: "The only script hub you'll ever need, experience the most feature-packed, high-quality script hub!",
  description:
    "{name} is a free script hub for Roblox: copy the loader, get a key, and play {gameCount} supported games.",
  /** Canonical origin of the deployed site, used for canonical URLs, sitemap and Open Graph. */
  siteUrl: "https://rifthub.example",
  themeColor: "#0b0b14",
  /** Header mark and favicon: null draws the first letter of `name`; or your own square SVG in public/ ("/logo.svg"). */
  logo: null,
  /** Home-screen and install icons (PNG): null draws them like the mark; or your own square PNG of at least 512×512 in public/. */
  icon: null,
} as const satisfies SiteConfig["brand"];

/** The one-line loader command that "Get Script" copies. */
export const loader =
  'loadstring(game:HttpGet("https://api.rifthub.example/loader.lua"))()' as const satisfies SiteConfig["loader"];

export const stats = [
  { value: "4K+", label: "Active Users" },
  { value: "24/7", label: "Uptime" },
  { value: "{gameCount}+", label: "Games" },
] as const satisfies SiteConfig["stats"];

export const links = {
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
} as const satisfies SiteConfig["links"];

/** The landing-page banner that leads to /ugphone. */
export const partnerBanner = {
  /** Shown in "Redirecting to UgPhone...". */
  partnerName: "UgPhone",
  title: "Free cloud phone from UgPhone",
  text: "Run {name} around the clock on a cloud Android phone. Claim the partner offer.",
  cta: "Redeem",
} as const satisfies SiteConfig["partnerBanner"];

export const games = [
  {
    title: "Blox Fruits",
    image: "/games/blox-fruits.svg",
    gameUrl: "https://www.roblox.com/games/2753915549/Blox-Fruits",
    features: ["Auto farm levels and masteries", "Collects fruits and chests", "Teleports to islands and bosses"],
  },
  {
    title: "Grow a Garden",
    image: "/games/grow-a-garden.svg",
    gameUrl: "https://www.roblox.com/games/126884695634066/Grow-a-Garden",
    features: [
      "Plants, waters and harvests by itself",
      "Sells crops when the bag is full",
      "Shop and egg restock timers",
    ],
  },
  {
    title: "Dead Rails",
    image: "/games/dead-rails.svg",
    gameUrl: "https://www.roblox.com/games/116495829188952/Dead-Rails-Alpha",
    features: [
      "Collects bonds, fuel and ammo",
      "Shows zombies and items through walls (ESP)",
      "Drives the train for you",
    ],
  },
  {
    title: "Murder Mystery 2",
    image: "/games/murder-mystery-2.svg",
    gameUrl: "https://www.roblox.com/games/142823291/Murder-Mystery-2",
    features: ["Shows the murderer and the sheriff (ESP)", "Collects coins by itself", "Picks up the dropped gun"],
  },
  {
    title: "Fisch",
    image: "/games/fisch.svg",
    gameUrl: "https://www.roblox.com/games/16732694052/Fisch",
    features: ["Casts, shakes and reels by itself", "Sells your catch", "Teleports to fishing spots"],
  },
  {
    title: "Pet Simulator 99",
    image: "/games/pet-simulator-99.svg",
    gameUrl: "https://www.roblox.com/games/8737899170/Pet-Simulator-99",
    features: ["Farms coins and breakables", "Hatches eggs by itself", "Claims free gifts and rewards"],
  },
] as const satisfies SiteConfig["games"];

/** The live status file (games, executors, site notice). See README "Live status". */
export const liveStatus = {
  /** Same-origin path, or an absolute https:// URL (then its origin joins connect-src in every CSP). */
  url: "/status.json",
  /** A fetch that takes longer is given up: the page keeps what it shows. */
  timeoutMs: 4000,
} as const satisfies SiteConfig["liveStatus"];

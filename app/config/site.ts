/**
 * The whole configuration an operator edits, in four files of this folder:
 *   brand.ts    — brand, loader, stats, links, partner banner, games, live status source (the landing)
 *   executors.ts — the executors listed on /executors (statuses come from status.json)
 *   key-flow.ts — /getkey providers, /bbgetkey destinations and country tiers, resellers, third parties
 *   legal.ts    — the figures the legal pages print
 * `site` puts them together. It is validated by `schema.ts` at build time (vite.config.ts) and in a
 * unit test: a wrong value fails `npm run build` with a message that names the field.
 *
 * Pages import `site`; the landing page and the frame of every page import `brand.ts` directly, so
 * the first screen does not download the key flow and legal data.
 */
import type { SiteConfig } from "./schema.ts";
import { brand, games, links, liveStatus, loader, partnerBanner, stats } from "./brand.ts";
import { executors } from "./executors.ts";
import { betterBypasser, countryTiers, getKey, resellers, rinkuShareLowerTiers, thirdParty } from "./key-flow.ts";
import { legal } from "./legal.ts";

export const site = {
  brand,
  loader,
  stats,
  links,
  partnerBanner,
  games,
  liveStatus,
  executors,
  getKey,
  betterBypasser,
  resellers,
  countryTiers,
  rinkuShareLowerTiers,
  thirdParty,
  legal,
} as const satisfies SiteConfig;

export type Site = typeof site;

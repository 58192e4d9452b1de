import { games } from "../config/brand.ts";
import { gameSlug } from "../config/status-schema.ts";

/** Every page of SPEC.md section 2 by English path; the indexable ones are in the sitemap, the others `noindex`. */
export const indexablePaths = [
  "/",
  "/getkey",
  "/resellers",
  "/executors", // which executors work now (live status.json)
  "/status", // games and executors now, 90 days of history (the status center's database)
  "/terms",
  "/privacy",
  "/reseller-tos",
  "/showcaser-tos",
] as const;

/** Utility and redirect pages, and "/404", the catch-all page answered with status 404. */
export const noindexPaths = [
  "/joiner", // ?PlaceId=&ServerId= → Roblox deep link
  "/servercodes", // ?code=
  "/bbgetkey", // BetterBypasser key: redirects to a provider by country tier
  "/discord", // redirects to the community invite
  "/ugphone", // redirects to the cloud-phone partner with our referral
  "/robux", // joke page; the intrusive behaviour is disabled
  "/404",
] as const;

/** A configured game's page (app/pages/[...lang]/games/[game].astro), by its status.json slug: indexable, in the sitemap. */
export const gamePaths: readonly string[] = games.map((game) => `/games/${gameSlug(game.title)}`);

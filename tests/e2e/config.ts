/**
 * What the browser tests expect, read from the configuration (never typed), so a rebranded site —
 * another name, other resellers, games or providers — keeps `npm test` meaningful. The operator's
 * texts come as the English pages show them: `{name}` and the other placeholders filled in.
 */
import { localize } from "../../app/config/localize.ts";
import { site } from "../../app/config/site.ts";

export { site };
/** The hub's and the paid product's names. */
export const { name: hubName, premiumName } = site.brand;

/** The operator's texts on English pages. */
export const texts = localize(
  {
    brand: site.brand,
    stats: site.stats,
    partnerBanner: site.partnerBanner,
    getKey: site.getKey,
    resellers: site.resellers,
  },
  undefined,
);

export const official = site.resellers.find((reseller) => reseller.official)!;
/** The card title of the official store ("Official Reseller"). */
export const officialTitle = `${official.name} Reseller`;
/** A reseller that is not the official store. */
export const independent = site.resellers.find((reseller) => !reseller.official)!;

/** The first configured game and the place id its link names. */
export const firstGame = site.games[0];
export const placeId = /\/games\/(\d+)/.exec(firstGame.gameUrl)![1]!;
/** A configured game other than the first (the first when there is only one). */
export const otherGame = site.games[site.games.length > 1 ? site.games.length - 1 : 0];

/** A game between the two (the same as one of them when there are fewer than three). */
export const middleGame = site.games[Math.floor(site.games.length / 2)];
export { gameSlug } from "../../app/config/status-schema.ts";

/** Text as React writes it into HTML. */
export const inHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

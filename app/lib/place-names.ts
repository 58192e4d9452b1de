/**
 * Names of places from the configured games: a game's `gameUrl` (https://www.roblox.com/games/<placeId>/…)
 * names its place id, so /joiner can say "Blox Fruits" instead of a number. No network lookup.
 */

export interface NamedGame {
  title: string;
  gameUrl: string;
}

/** The place id in a roblox.com game page URL, or null when the URL is not one. */
export function placeIdOfGameUrl(gameUrl: string): string | null {
  return /^https:\/\/(?:www\.)?roblox\.com\/games\/(\d+)(?:[/?#]|$)/i.exec(gameUrl)?.[1] ?? null;
}

/** The title of the configured game whose place this is (digits; leading zeros do not matter), or null. */
export function placeTitle(placeId: string, games: readonly NamedGame[]): string | null {
  const wanted = BigInt(placeId);
  return games.find((game) => BigInt(placeIdOfGameUrl(game.gameUrl) ?? -1) === wanted)?.title ?? null;
}

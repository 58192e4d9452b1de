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

/** The title of the configured game whose place this is, or null. Leading zeros do not matter. */
export function placeTitle(placeId: string, games: readonly NamedGame[]): string | null {
  const wanted = withoutLeadingZeros(placeId);
  const game = games.find((candidate) => {
    const id = placeIdOfGameUrl(candidate.gameUrl);
    return id !== null && withoutLeadingZeros(id) === wanted;
  });
  return game?.title ?? null;
}

function withoutLeadingZeros(digits: string): string {
  return digits.replace(/^0+(?=\d)/, "");
}

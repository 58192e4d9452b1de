import type { Messages } from "~/i18n/messages/en";
import type { JoinTarget } from "~/lib/join-links";

type PlaceWords = Messages["joiner"]["place"];

/** The joiner island's props (no configuration ships): the games that name places, the hub's name. */
export type JoinerSettings = { games: readonly { title: string; gameUrl: string }[]; brandName: string };

/** The place id in a roblox.com game page URL (a configured game's `gameUrl`), or null when the URL is not one. */
export function placeIdOfGameUrl(gameUrl: string): string | null {
  return /^https:\/\/(?:www\.)?roblox\.com\/games\/(\d+)(?:[/?#]|$)/i.exec(gameUrl)?.[1] ?? null;
}

/**
 * What a join opens, in words: the title of the configured game of its place (leading zeros do not
 * matter; no network lookup), else "Place 123"; a share link's place is unknown.
 */
export function placeLabel(m: PlaceWords, target: JoinTarget, games: JoinerSettings["games"]): string {
  if (target.kind === "share") return m.shareLink;
  const wanted = BigInt(target.placeId);
  const title = games.find((game) => BigInt(placeIdOfGameUrl(game.gameUrl) ?? -1) === wanted)?.title;
  const name = title ?? m.unnamed(target.placeId);
  return target.kind === "private" ? m.privateServer(name) : name;
}

/** Which server of the place, when that says anything: "Server 0a1b2c3d…". */
export function serverLabel(m: PlaceWords, target: JoinTarget): string | null {
  return target.kind === "server" ? m.server(target.serverId.slice(0, 8)) : null;
}

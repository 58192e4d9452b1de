import type { Messages } from "~/i18n/messages/en";
import type { JoinTarget } from "~/lib/join-links";

type PlaceWords = Messages["joiner"]["place"];

/** The joiner island's props (no configuration ships): the games that name places, the hub's name. */
export type JoinerSettings = { games: readonly { title: string; gameUrl: string }[]; brandName: string };

/**
 * What a join opens, in words: the title of the configured game whose `gameUrl` (a roblox.com game page)
 * names its place (leading zeros do not matter), else "Place 123"; a share link's place is unknown.
 */
export function placeLabel(m: PlaceWords, target: JoinTarget, games: JoinerSettings["games"]): string {
  if (target.kind === "share") return m.shareLink;
  const place = (url: string) =>
    BigInt(/^https:\/\/(?:www\.)?roblox\.com\/games\/(\d+)(?:[/?#]|$)/i.exec(url)?.[1] ?? -1);
  const name = games.find((game) => place(game.gameUrl) === BigInt(target.placeId))?.title ?? m.unnamed(target.placeId);
  return target.kind === "private" ? m.privateServer(name) : name;
}

/** Which server of the place, when that says anything: "Server 0a1b2c3d…". */
export function serverLabel(m: PlaceWords, target: JoinTarget): string | null {
  return target.kind === "server" ? m.server(target.serverId.slice(0, 8)) : null;
}

import type { Messages } from "~/i18n/messages/en";
import { say, type Words } from "~/i18n/words";
import type { JoinTarget } from "~/lib/join-links";

/** The joiner's words, as its island receives them. */
export type JoinerWords = Words<Messages["joiner"]>;
type PlaceWords = JoinerWords["place"];

/** The joiner island's props (no configuration ships). */
export type JoinerSettings = { games: readonly { title: string; gameUrl: string }[]; brandName: string };

/** The title of the configured game whose roblox.com `gameUrl` names the place (leading zeros aside), or "Place 1". */
export function placeLabel(m: PlaceWords, target: JoinTarget, games: JoinerSettings["games"]): string {
  if (target.kind === "share") return m.shareLink;
  const place = (url: string) =>
    BigInt(/^https:\/\/(?:www\.)?roblox\.com\/games\/(\d+)(?:[/?#]|$)/i.exec(url)?.[1] ?? -1);
  const name =
    games.find((game) => place(game.gameUrl) === BigInt(target.placeId))?.title ?? say(m.unnamed, target.placeId);
  return target.kind === "private" ? say(m.privateServer, name) : name;
}

/** "Server 0a1b2c3d…" */
export function serverLabel(m: PlaceWords, target: JoinTarget): string | null {
  return target.kind === "server" ? say(m.server, target.serverId.slice(0, 8)) : null;
}

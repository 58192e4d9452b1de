import { createContext } from "react";
import type { Messages } from "~/i18n/messages/en";
import type { JoinTarget } from "~/lib/join-links";
import { placeTitle, type NamedGame } from "~/lib/place-names";

type PlaceWords = Messages["joiner"]["place"];

/** From the island's props (app/islands/joiner-tool.tsx), so no configuration ships: the hub's name, the games that name places. */
export type JoinerSettings = { games: readonly NamedGame[]; brandName: string };
export const JoinerConfig = createContext<JoinerSettings>({ games: [], brandName: "" });

/** What a join opens, in words: the configured game's title, else "Place 123"; a share link's place is unknown. */
export function placeLabel(m: PlaceWords, target: JoinTarget, games: readonly NamedGame[]): string {
  if (target.kind === "share") return m.shareLink;
  const name = placeTitle(target.placeId, games) ?? m.unnamed(target.placeId);
  return target.kind === "private" ? m.privateServer(name) : name;
}

/** Which server of the place, when that says anything: "Server 0a1b2c3d…". */
export function serverLabel(m: PlaceWords, target: JoinTarget): string | null {
  return target.kind === "server" ? m.server(target.serverId.slice(0, 8)) : null;
}

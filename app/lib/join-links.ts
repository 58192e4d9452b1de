// Rift join links (decision 0008). Roblox links are built only from validated values.

/** The console lines: the spec's three (section 5), then ours for the two kinds the spec does not know. */
export const joinerErrors = {
  missing: "Missing PlaceId or ServerId",
  placeId: "Invalid PlaceId format",
  /** Digits past 2^63 - 1: no Roblox place (the form says so in its own words). */
  placeIdTooBig: "Invalid PlaceId format",
  serverId: "Invalid ServerId format",
  linkCode: "Invalid LinkCode format",
  shareCode: "Invalid ShareCode format",
} as const;

export type JoinerProblem = keyof typeof joinerErrors;

export type JoinTarget =
  | { kind: "server"; placeId: string; serverId: string }
  | { kind: "private"; placeId: string; linkCode: string }
  | { kind: "share"; shareCode: string };

export const joinLinkParams = {
  placeId: "PlaceId",
  serverId: "ServerId",
  linkCode: "LinkCode",
  shareCode: "ShareCode",
} as const;

export type JoinField = keyof typeof joinLinkParams;

/**
 * What a join link's values open, or what is wrong with them (empty counts as missing): the one rule for a
 * link and a paste. A place id is a Roblox one, a 64-bit integer: digits 0-9, at most 2^63 - 1. No `m` or `u`
 * flag: `$` is the end, `\d` is 0-9. Bundled into /joiner's boot script too.
 */
export function readJoinTarget(get: (field: JoinField) => string | null | undefined): JoinTarget | JoinerProblem {
  const [placeId, serverId, linkCode, shareCode] = [get("placeId"), get("serverId"), get("linkCode"), get("shareCode")];
  if (shareCode && !placeId && !serverId && !linkCode) {
    return /^[0-9a-z]{1,64}$/i.test(shareCode) ? { kind: "share", shareCode } : "shareCode";
  }
  if (!placeId || !(serverId || linkCode)) return "missing";
  if (!/^\d+$/.test(placeId)) return "placeId";
  if (placeId.length > 19 || BigInt(placeId) > 9223372036854775807n) return "placeIdTooBig";
  if (!serverId) return /^\d{1,64}$/.test(linkCode!) ? { kind: "private", placeId, linkCode: linkCode! } : "linkCode";
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(serverId)) return "serverId";
  return { kind: "server", placeId, serverId };
}

/** The spec's mobile user agents (section 9), case-insensitive. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /android|webos|iphone|ipad|ipod|blackberry|iemobile|opera mini/i.test(userAgent);
}

const query = (values: Record<string, string>) => new URLSearchParams(values).toString();

/** The app-scheme link that opens the server in Roblox, in the formats Roblox's own web code uses. */
export function deepLink(target: JoinTarget, mobile: boolean): string {
  if (target.kind === "share")
    return `roblox://navigation/share_links?${query({ code: target.shareCode, type: "Server" })}`;
  const [name, value] = target.kind === "server" ? ["gameInstanceId", target.serverId] : ["linkCode", target.linkCode];
  return mobile
    ? `robloxmobile://${query({ placeID: target.placeId, [name]: value })}`
    : `roblox://experiences/start?${query({ placeId: target.placeId, [name]: value })}`;
}

/** The roblox.com link that opens the same server from a tap (a universal link on phones) or on the website. */
export function browserJoinUrl(target: JoinTarget): string {
  const roblox = "https://www.roblox.com";
  if (target.kind === "share") return `${roblox}/share?${query({ code: target.shareCode, type: "Server" })}`;
  if (target.kind === "private") {
    return `${roblox}/games/${encodeURIComponent(target.placeId)}?${query({ privateServerLinkCode: target.linkCode })}`;
  }
  return `${roblox}/games/start?${query({ placeId: target.placeId, gameInstanceId: target.serverId })}`;
}

export function joinLinkPath(target: JoinTarget): string {
  const values: Partial<Record<JoinField, string>> = target;
  const fields = (Object.keys(joinLinkParams) as JoinField[]).filter((field) => values[field] !== undefined);
  return `/joiner?${query(Object.fromEntries(fields.map((field) => [joinLinkParams[field], values[field]!])))}`;
}

/** One key per server (a JobId in any case is one server). */
export function joinTargetKey(target: JoinTarget): string {
  return joinLinkPath(target.kind === "server" ? { ...target, serverId: target.serverId.toLowerCase() } : target);
}

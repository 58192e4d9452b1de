/**
 * /joiner: validate a Rift join link's query values and build the Roblox links from them.
 *
 * A Rift join link is one of three kinds (decision 0008):
 *   /joiner?PlaceId=…&ServerId=…   one public server (the spec's link)
 *   /joiner?PlaceId=…&LinkCode=…   a private server, by its privateServerLinkCode
 *   /joiner?ShareCode=…            a Roblox share link (share?code=…&type=Server), passed through
 * Links are only ever built, with URLSearchParams, from values that passed `joinerProblem`, so they
 * hold nothing but digits, ASCII letters and dashes.
 */

/** The console lines: the spec's three (section 5), then ours for the two kinds the spec does not know. */
export const joinerErrors = {
  missing: "Missing PlaceId or ServerId",
  placeId: "Invalid PlaceId format",
  serverId: "Invalid ServerId format",
  linkCode: "Invalid LinkCode format",
  shareCode: "Invalid ShareCode format",
} as const;

export type JoinerProblem = keyof typeof joinerErrors;
export type JoinerError = (typeof joinerErrors)[JoinerProblem];

/** What a join opens: a public server, a private server, or a share link Roblox resolves itself. */
export type JoinTarget =
  | { kind: "server"; placeId: string; serverId: string }
  | { kind: "private"; placeId: string; linkCode: string }
  | { kind: "share"; shareCode: string };

export interface JoinerParams {
  placeId: string;
  serverId: string;
}

export type JoinerValidation = { ok: true; params: JoinerParams } | { ok: false; error: JoinerError };
export type JoinLinkValidation = { ok: true; target: JoinTarget } | { ok: false; error: JoinerError };

/**
 * What is wrong with a join link's values, or null. Which kind the link is follows from what it
 * carries: a ServerId makes it the spec's link; otherwise a LinkCode makes it a private-server link,
 * and a ShareCode alone a share link. The spec's link (and anything else) is checked as the spec
 * says: both values required (an empty value counts as missing), then PlaceId (ASCII digits), then
 * ServerId (8-4-4-4-12 hex, any case). A LinkCode is 1 to 64 ASCII digits, a ShareCode 1 to 64 ASCII
 * letters and digits (Roblox's are 32). Whole-string matches: no `m` flag, so `$` is the end of the
 * input, never a line end; no `u` flag, so `\d` is 0-9 only.
 *
 * Self-contained (no imports, no outer variables): /joiner's boot script runs it before React does.
 */
export function joinerProblem(
  placeId: string | null,
  serverId: string | null,
  linkCode: string | null = null,
  shareCode: string | null = null,
): JoinerProblem | null {
  if (shareCode && !placeId && !serverId && !linkCode) return /^[0-9a-z]{1,64}$/i.test(shareCode) ? null : "shareCode";
  const privateLink = !!linkCode && !serverId;
  if (!placeId || !(privateLink || serverId)) return "missing";
  if (!/^\d+$/.test(placeId)) return "placeId";
  if (privateLink) return /^\d{1,64}$/.test(linkCode) ? null : "linkCode";
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(serverId!)) return "serverId";
  return null;
}

/** The spec's PlaceId and ServerId as join parameters, or the spec's log line saying what is wrong. */
export function validateJoinerParams(placeId: string | null, serverId: string | null): JoinerValidation {
  const problem = joinerProblem(placeId, serverId);
  if (problem) return { ok: false, error: joinerErrors[problem] };
  return { ok: true, params: { placeId: placeId!, serverId: serverId! } };
}

/** The query parameters of a Rift join link, by kind. */
export const joinLinkParams = { placeId: "PlaceId", serverId: "ServerId", linkCode: "LinkCode", shareCode: "ShareCode" } as const;

/** A Rift join link's query (`get` is URLSearchParams' own) as what to join, or the log line saying what is wrong. */
export function readJoinLink(get: (name: string) => string | null): JoinLinkValidation {
  const placeId = get(joinLinkParams.placeId);
  const serverId = get(joinLinkParams.serverId);
  const linkCode = get(joinLinkParams.linkCode);
  const shareCode = get(joinLinkParams.shareCode);
  const problem = joinerProblem(placeId, serverId, linkCode, shareCode);
  if (problem) return { ok: false, error: joinerErrors[problem] };
  if (serverId) return { ok: true, target: { kind: "server", placeId: placeId!, serverId } };
  if (linkCode) return { ok: true, target: { kind: "private", placeId: placeId!, linkCode } };
  return { ok: true, target: { kind: "share", shareCode: shareCode! } };
}

const mobilePattern = /android|webos|iphone|ipad|ipod|blackberry|iemobile|opera mini/i;

/** The spec's mobile user agents (section 9), case-insensitive. */
export function isMobileUserAgent(userAgent: string): boolean {
  return mobilePattern.test(userAgent);
}

/** Accepts the spec's `{ placeId, serverId }` as a public server. */
function asTarget(target: JoinTarget | JoinerParams): JoinTarget {
  return "kind" in target ? target : { kind: "server", ...target };
}

const query = (values: Record<string, string>) => new URLSearchParams(values).toString();

/**
 * The app-scheme link that opens the server in Roblox: the formats Roblox's own web code uses, the
 * mobile app's (`robloxmobile://placeID=…`) or the desktop client's (`roblox://experiences/start?…`);
 * a share link goes to the app's share-link screen on every device.
 */
export function deepLink(join: JoinTarget | JoinerParams, mobile: boolean): string {
  const target = asTarget(join);
  if (target.kind === "share") return `roblox://navigation/share_links?${query({ code: target.shareCode, type: "Server" })}`;
  const [name, value] = target.kind === "server" ? ["gameInstanceId", target.serverId] : ["linkCode", target.linkCode];
  return mobile
    ? `robloxmobile://${query({ placeID: target.placeId, [name]: value })}`
    : `roblox://experiences/start?${query({ placeId: target.placeId, [name]: value })}`;
}

/**
 * The roblox.com link that opens the same server from a tap (a universal link on phones) or falls
 * back to the website: `games/start` for a public server; a private server's and a share link's own
 * link for the other two, passed through for Roblox to resolve (that needs the player's login).
 */
export function browserJoinUrl(join: JoinTarget | JoinerParams): string {
  const target = asTarget(join);
  const roblox = "https://www.roblox.com";
  switch (target.kind) {
    case "server":
      return `${roblox}/games/start?${query({ placeId: target.placeId, gameInstanceId: target.serverId })}`;
    case "private":
      return `${roblox}/games/${encodeURIComponent(target.placeId)}?${query({ privateServerLinkCode: target.linkCode })}`;
    case "share":
      return `${roblox}/share?${query({ code: target.shareCode, type: "Server" })}`;
  }
}

/** The path and query of the Rift join link for a target: `/joiner?PlaceId=…&ServerId=…`. */
export function joinLinkPath(target: JoinTarget): string {
  const { placeId, serverId, linkCode, shareCode } = joinLinkParams;
  switch (target.kind) {
    case "server":
      return `/joiner?${query({ [placeId]: target.placeId, [serverId]: target.serverId })}`;
    case "private":
      return `/joiner?${query({ [placeId]: target.placeId, [linkCode]: target.linkCode })}`;
    case "share":
      return `/joiner?${query({ [shareCode]: target.shareCode })}`;
  }
}

/** One key per server (a JobId in any case is one server): two joins of one server are one memory. */
export function joinTargetKey(target: JoinTarget): string {
  switch (target.kind) {
    case "server":
      return `server:${target.placeId}:${target.serverId.toLowerCase()}`;
    case "private":
      return `private:${target.placeId}:${target.linkCode}`;
    case "share":
      return `share:${target.shareCode}`;
  }
}

/**
 * /joiner's form: what a visitor pastes, read as the server to join, or exactly what is wrong with it.
 *
 * Accepted (one link, or a game and a JobId separated by spaces or a line break, in either order):
 *   https://rift.example/joiner?PlaceId=…&ServerId=…          a Rift join link, of any kind, from any host
 *   https://www.roblox.com/games/2753915549/Blox-Fruits 0a1b…  a game link (or a bare place id) and a JobId
 *   https://www.roblox.com/games/start?placeId=…&gameInstanceId=… (or &linkCode=…)
 *   roblox://experiences/start?placeId=…&gameInstanceId=…, roblox://placeId=…&…, robloxmobile://placeID=…&…
 *   https://www.roblox.com/games/…?privateServerLinkCode=…    a private server
 *   https://www.roblox.com/share?code=…&type=Server            a share link (also roblox://navigation/share_links?…)
 * Roblox links may come without `https://`, with any case of host and parameter names.
 *
 * Values are checked by the same rules as a Rift link (`joinerProblem`); a place id must also fit
 * Roblox's 64-bit ids. Nothing here builds a link: the result is the validated parts only.
 */
import { joinerProblem, joinLinkParams, type JoinTarget } from "./join-links";

export type JoinInputProblem =
  | "empty"
  | "tooLong"
  | "tooManyParts"
  | "scheme"
  | "otherSite"
  | "notJoinLink"
  | "noServer"
  | "noPlace"
  | "placeId"
  | "placeIdTooBig"
  | "serverId"
  | "linkCode"
  | "shareCode"
  | "shareType"
  | "duplicate"
  | "riftIncomplete";

export type JoinInput = { ok: true; target: JoinTarget } | { ok: false; problem: JoinInputProblem };

/** The form's field: a submit before React has taken over lands on /joiner?link=…, which React then reads. */
export const JOIN_INPUT_PARAM = "link";
/** Longer than any join link (about 120 characters): a paste this long is not one. */
export const JOIN_INPUT_MAX_LENGTH = 2048;
/** Roblox place ids are signed 64-bit integers. */
const MAX_PLACE_ID = 9223372036854775807n;
/** Any valid JobId, to check a place id alone with `joinerProblem` (it checks the place first). */
const SOME_SERVER_ID = "00000000-0000-0000-0000-000000000000";

type Piece = { place: string } | { server: string } | { target: JoinTarget };
type Reading = Piece | { problem: JoinInputProblem };

export function parseJoinInput(text: string): JoinInput {
  if (text.length > JOIN_INPUT_MAX_LENGTH) return fail("tooLong");
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return fail("empty");
  if (tokens.length > 2) return fail("tooManyParts");
  const pieces: Piece[] = [];
  for (const token of tokens) {
    const reading = readToken(token);
    if ("problem" in reading) return fail(reading.problem);
    pieces.push(reading);
  }
  return combine(pieces);
}

function fail(problem: JoinInputProblem): JoinInput {
  return { ok: false, problem };
}

function combine(pieces: Piece[]): JoinInput {
  if (pieces.length === 1) {
    const [piece] = pieces;
    if ("target" in piece) return checked(piece.target);
    if ("place" in piece) return fail(placeProblem(piece.place) ?? "noServer");
    return fail(joinerProblem("1", piece.server) ? "serverId" : "noPlace");
  }
  const place = pieces.find((piece) => "place" in piece);
  const server = pieces.find((piece) => "server" in piece);
  if (!place || !server) return fail("tooManyParts");
  return checked({ kind: "server", placeId: place.place, serverId: server.server });
}

/** The target if its values pass the rules of a Rift link, else what is wrong. */
function checked(target: JoinTarget): JoinInput {
  const problem =
    target.kind === "server"
      ? joinerProblem(target.placeId, target.serverId)
      : target.kind === "private"
        ? joinerProblem(target.placeId, null, target.linkCode)
        : joinerProblem(null, null, null, target.shareCode);
  if (problem) return fail(problem === "missing" ? "notJoinLink" : problem);
  if (target.kind !== "share" && placeProblem(target.placeId)) return fail("placeIdTooBig");
  return { ok: true, target };
}

function placeProblem(placeId: string): JoinInputProblem | null {
  if (joinerProblem(placeId, SOME_SERVER_ID)) return "placeId";
  return placeId.length > 19 || BigInt(placeId) > MAX_PLACE_ID ? "placeIdTooBig" : null;
}

/** One whitespace-free part of the paste. */
function readToken(token: string): Reading {
  // Numbers (any script's digits, signs, decimals): meant as a place id; non-ASCII digits fail its rule later.
  if (/^[-+]?\p{Nd}+([.,e]\p{Nd}+)*$/iu.test(token)) return { place: token };
  // Letters and digits in dash-separated groups: meant as a JobId, checked later.
  if (/^[0-9a-z]+(-[0-9a-z]+){3,}$/i.test(token)) return { server: token };

  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(token)?.[1].toLowerCase();
  const afterScheme = scheme ? token.slice(scheme.length + 1) : "";
  if (scheme === "roblox" || scheme === "robloxmobile") {
    return afterScheme.startsWith("//") ? readAppLink(afterScheme.slice(2)) : { problem: "notJoinLink" };
  }
  if (scheme === "http" || scheme === "https") return readWebLink(token);
  // "localhost:5173/joiner?…" is a host and port, not a scheme; "javascript:…" and the like are refused.
  if (scheme && !/^\d+(\/|$)/.test(afterScheme)) return { problem: "scheme" };
  if (token.startsWith("/") && !token.startsWith("//")) return readWebLink(`https://relative.invalid${token}`);
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)*(:\d+)?(\/|$)/i.test(token) && /[.:]/.test(token))
    return readWebLink(`https://${token}`);
  return { problem: "notJoinLink" };
}

function readWebLink(href: string): Reading {
  if (!URL.canParse(href)) return { problem: "notJoinLink" };
  const url = new URL(href);
  if (url.hostname === "roblox.com" || url.hostname.endsWith(".roblox.com")) return readRobloxLink(url);
  if (/^\/joiner\/?$/.test(url.pathname)) return readRiftLink(url.searchParams);
  return { problem: url.hostname === "relative.invalid" ? "notJoinLink" : "otherSite" };
}

/** A Rift join link: its parameters exactly as /joiner reads them (names are case-sensitive there). */
function readRiftLink(search: URLSearchParams): Reading {
  const params = uniqueParams(search, false);
  if (!params) return { problem: "duplicate" };
  const get = (name: string) => params.get(name) ?? null;
  const placeId = get(joinLinkParams.placeId);
  const serverId = get(joinLinkParams.serverId);
  const linkCode = get(joinLinkParams.linkCode);
  const shareCode = get(joinLinkParams.shareCode);
  const problem = joinerProblem(placeId, serverId, linkCode, shareCode);
  if (problem) return { problem: problem === "missing" ? "riftIncomplete" : problem };
  if (serverId) return { target: { kind: "server", placeId: placeId!, serverId } };
  if (linkCode) return { target: { kind: "private", placeId: placeId!, linkCode } };
  return { target: { kind: "share", shareCode: shareCode! } };
}

function readRobloxLink(url: URL): Reading {
  const params = uniqueParams(url.searchParams, true);
  if (!params) return { problem: "duplicate" };
  const get = (name: string) => params.get(name.toLowerCase()) || null;
  const path = url.pathname.replace(/\/+$/, "").toLowerCase();
  if (path === "/share" || path === "/share-links") return readShare(get);
  if (path === "/games/start") return readPlaceAndServer(get("placeId"), get("gameInstanceId"), get("linkCode"));
  const game = /^\/games\/([^/]+)(\/[^/]*)?\/?$/i.exec(url.pathname);
  if (game) return readPlaceAndServer(decodeSegment(game[1]), null, get("privateServerLinkCode"));
  return { problem: "notJoinLink" };
}

/** roblox://… and robloxmobile://… (what follows the `//`): a path, or none, then parameters. */
function readAppLink(rest: string): Reading {
  const withoutHash = rest.split("#")[0];
  const question = withoutHash.indexOf("?");
  // roblox://placeId=…&gameInstanceId=… has no path: its parameters follow the slashes directly.
  const [path, query] =
    question >= 0
      ? [withoutHash.slice(0, question), withoutHash.slice(question + 1)]
      : withoutHash.includes("=")
        ? ["", withoutHash]
        : [withoutHash, ""];
  const params = uniqueParams(new URLSearchParams(query), true);
  if (!params) return { problem: "duplicate" };
  const get = (name: string) => params.get(name.toLowerCase()) || null;
  const route = path.replace(/\/+$/, "").toLowerCase();
  if (route === "navigation/share_links") return readShare(get);
  if (route === "" || route === "experiences/start") {
    return readPlaceAndServer(get("placeId"), get("gameInstanceId"), get("linkCode"));
  }
  return { problem: "notJoinLink" };
}

function readShare(get: (name: string) => string | null): Reading {
  const code = get("code");
  if (!code) return { problem: "shareCode" };
  if (get("type")?.toLowerCase() !== "server") return { problem: "shareType" };
  return { target: { kind: "share", shareCode: code } };
}

function readPlaceAndServer(placeId: string | null, serverId: string | null, linkCode: string | null): Reading {
  if (serverId && linkCode) return { problem: "duplicate" };
  if (!placeId) return { problem: serverId || linkCode ? "noPlace" : "notJoinLink" };
  if (serverId) return { target: { kind: "server", placeId, serverId } };
  if (linkCode) return { target: { kind: "private", placeId, linkCode } };
  return { place: placeId };
}

/**
 * The parameters by name (lower-cased when `anyCase`), or null when one name carries two different
 * values: `placeId=1&placeId=2` does not say which place is meant.
 */
function uniqueParams(search: URLSearchParams, anyCase: boolean): Map<string, string> | null {
  const params = new Map<string, string>();
  for (const [rawName, value] of search) {
    const name = anyCase ? rawName.toLowerCase() : rawName;
    if (params.has(name) && params.get(name) !== value) return null;
    params.set(name, value);
  }
  return params;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

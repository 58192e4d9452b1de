// /joiner's form: a paste (one link, or a game and a JobId in either order) read as the server to join or what is
// wrong with it. Roblox links (web, roblox://, robloxmobile://) may lack https:// and use any case of host and names.
import { joinLinkParams, readJoinTarget, type JoinerProblem, type JoinField, type JoinTarget } from "./join-links";

export type JoinInputProblem =
  | "empty"
  | "tooLong"
  | "tooManyParts"
  | "scheme"
  | "otherSite"
  | "notJoinLink"
  | "noServer"
  | "noPlace"
  | Exclude<JoinerProblem, "missing">
  | "shareType"
  | "duplicate"
  | "riftIncomplete";

export const JOIN_INPUT_PARAM = "link";
/** Longer than any join link (about 120 characters): a paste this long is not one. */
export const JOIN_INPUT_MAX_LENGTH = 2048;
const SOME_SERVER_ID = "00000000-0000-0000-0000-000000000000";

type Piece = { place: string } | { server: string } | { target: JoinTarget };
type Value = string | null;

export function parseJoinInput(text: string): JoinTarget | JoinInputProblem {
  if (text.length > JOIN_INPUT_MAX_LENGTH) return "tooLong";
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return "empty";
  if (tokens.length > 2) return "tooManyParts";
  const read = tokens.map(readToken);
  const problem = read.find((piece) => typeof piece === "string");
  if (problem) return problem;
  const pieces = read as Piece[];
  if (pieces.length === 1 && "target" in pieces[0]) return checked(pieces[0].target);
  const place = pieces.find((piece) => "place" in piece);
  const server = pieces.find((piece) => "server" in piece);
  if (pieces.length === 2 && !(place && server)) return "tooManyParts";
  // A place or a JobId alone is checked beside a stand-in for the other, then reported as incomplete.
  const result = checked({ placeId: place?.place ?? "1", serverId: server?.server ?? SOME_SERVER_ID });
  return typeof result === "string" || (place && server) ? result : place ? "noServer" : "noPlace";
}

function checked(values: Partial<Record<JoinField, string>>): JoinTarget | JoinInputProblem {
  const valid = readJoinTarget((field) => values[field]);
  return valid === "missing" ? "notJoinLink" : valid;
}

function readToken(token: string): Piece | JoinInputProblem {
  // Numbers (any script's digits, signs, decimals): meant as a place id; non-ASCII digits fail its rule later.
  if (/^[-+]?\p{Nd}+([.,e]\p{Nd}+)*$/iu.test(token)) return { place: token };
  // Letters and digits in dash-separated groups: meant as a JobId, checked later.
  if (/^[0-9a-z]+(-[0-9a-z]+){3,}$/i.test(token)) return { server: token };

  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(token)?.[1].toLowerCase();
  const afterScheme = scheme ? token.slice(scheme.length + 1) : "";
  if (scheme === "roblox" || scheme === "robloxmobile") {
    return afterScheme.startsWith("//") ? readAppLink(afterScheme.slice(2)) : "notJoinLink";
  }
  if (scheme === "http" || scheme === "https") return readWebLink(token);
  // "localhost:5173/joiner?…" is a host and port, not a scheme; "javascript:…" and the like are refused.
  if (scheme && !/^\d+(\/|$)/.test(afterScheme)) return "scheme";
  if (token.startsWith("/") && !token.startsWith("//")) return readWebLink(`https://relative.invalid${token}`);
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)*(:\d+)?(\/|$)/i.test(token) && /[.:]/.test(token))
    return readWebLink(`https://${token}`);
  return "notJoinLink";
}

function readWebLink(href: string): Piece | JoinInputProblem {
  if (!URL.canParse(href)) return "notJoinLink";
  const { hostname, pathname, searchParams } = new URL(href);
  if (hostname === "roblox.com" || hostname.endsWith(".roblox.com")) return readRobloxLink(pathname, searchParams);
  if (/^\/joiner\/?$/.test(pathname)) return readRiftLink(searchParams);
  return hostname === "relative.invalid" ? "notJoinLink" : "otherSite";
}

/** A join link of this site: its parameters exactly as /joiner reads them (names are case-sensitive there). */
function readRiftLink(search: URLSearchParams): Piece | JoinInputProblem {
  const get = uniqueParams(search, false);
  if (!get) return "duplicate";
  const target = readJoinTarget((field) => get(joinLinkParams[field]));
  if (typeof target === "string") return target === "missing" ? "riftIncomplete" : target;
  return { target };
}

function readRobloxLink(pathname: string, search: URLSearchParams): Piece | JoinInputProblem {
  const get = uniqueParams(search, true);
  if (!get) return "duplicate";
  const path = pathname.replace(/\/+$/, "").toLowerCase();
  if (path === "/share" || path === "/share-links") {
    const shareCode = get("code");
    if (!shareCode) return "shareCode";
    return get("type")?.toLowerCase() === "server" ? { target: { kind: "share", shareCode } } : "shareType";
  }
  if (path === "/games/start") return readPlaceAndServer(get("placeId"), get("gameInstanceId"), get("linkCode"));
  const game = /^\/games\/([^/]+)(\/[^/]*)?\/?$/i.exec(pathname);
  // Only encoded digits (%30-%39) can decode into a valid place id: anything else fails its rule either way.
  if (game) return readPlaceAndServer(game[1].replace(/%3(\d)/g, "$1"), null, get("privateServerLinkCode"));
  return "notJoinLink";
}

/** roblox://… and robloxmobile://… (after the `//`), read as the roblox.com link for the same screen. */
function readAppLink(rest: string): Piece | JoinInputProblem {
  const [before = "", after] = rest.split("#")[0]!.split(/\?(.*)/s);
  // roblox://placeId=…&gameInstanceId=… has no path: its parameters follow the slashes directly.
  const [path, query] = after === undefined && before.includes("=") ? ["", before] : [before, after ?? ""];
  const route = path.replace(/\/+$/, "").toLowerCase();
  const web =
    route === "navigation/share_links" ? "/share" : /^(experiences\/start)?$/.test(route) ? "/games/start" : "/";
  return readRobloxLink(web, new URLSearchParams(query));
}

function readPlaceAndServer(placeId: Value, serverId: Value, linkCode: Value): Piece | JoinInputProblem {
  if (serverId && linkCode) return "duplicate";
  if (!placeId) return serverId || linkCode ? "noPlace" : "notJoinLink";
  if (serverId) return { target: { kind: "server", placeId, serverId } };
  if (linkCode) return { target: { kind: "private", placeId, linkCode } };
  return { place: placeId };
}

/** The parameters by name ("" reads as none), or null when one name has two values: which place is meant? */
function uniqueParams(search: URLSearchParams, anyCase: boolean): ((name: string) => Value) | null {
  const fold = (name: string) => (anyCase ? name.toLowerCase() : name);
  const params = new Map<string, string>();
  for (const [name, value] of search) {
    if (params.has(fold(name)) && params.get(fold(name)) !== value) return null;
    params.set(fold(name), value);
  }
  return (name) => params.get(fold(name)) || null;
}

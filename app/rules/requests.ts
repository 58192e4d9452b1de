/**
 * Which answer a request gets, from its method, target and language headers alone (no I/O):
 * server/serve.ts serves it, scripts/deploy/ writes the same rules for the other targets, and
 * server/request-cases.ts holds all of them to one list of cases.
 * - Only GET and HEAD (405). The path is percent-decoded and its dot segments resolved as nginx
 *   does; a malformed escape, a NUL byte or a path above the root is a 400. Slashes are not merged.
 * - A page (a key of build/script-hashes.json) answers with its HTML whatever the query, unless the
 *   language rule (decideLocale: ?lang=, Cookie, Accept-Language, User-Agent) sends a 302 to the
 *   same page in another published language; only English pages negotiate, a language's own pages
 *   follow ?lang= only. "/terms/" is a 301 to "/terms", query kept. Every Location is built from our
 *   own page paths and the query made safe, so it cannot leave the site.
 * - Any other path may name a file of build/client (the server looks on disk), except HTML files,
 *   precompressed siblings, static-host config files, dot files and directories.
 * - Everything else is a 404 with the not-found page notFoundPageFor picks.
 */
import type { IncomingHttpHeaders } from "node:http";
import { decideLocale } from "../i18n/locale-negotiation.ts";
import { defaultLocale, localeFromPath } from "../i18n/locales.ts";
import { publishedLocales } from "../i18n/published.ts";
import { allowedMethods, hostConfigPaths } from "./headers.ts";

/** What the router knows about the build (siteIndex). */
export type SiteIndex = ReturnType<typeof siteIndex>;

export type Resolution =
  /** `negotiated`: an English page, whose answer depends on Accept-Language and Cookie (Vary). */
  | { kind: "page"; page: string; negotiated: boolean }
  /** 302 to the page in another language; `setCookie` remembers a `?lang=` choice. */
  | { kind: "localeRedirect"; location: string; setCookie?: string }
  | { kind: "asset"; path: string }
  | { kind: "redirect"; location: string }
  | { kind: "notFound"; page: string }
  | { kind: "methodNotAllowed" }
  | { kind: "badRequest" };

/** The root not-found page, stored as build/client/404.html. */
export const rootNotFoundPage = "/404";

/** The router's view of build/script-hashes.json (URL path of each prerendered page → its script hashes). */
export function siteIndex(paths: Iterable<string>) {
  const all = [...paths];
  // The pages that answer 200 ("/", "/terms"); the not-found pages ("/404") answer missing paths only.
  const pages: ReadonlySet<string> = new Set(all.filter((page) => !page.endsWith(rootNotFoundPage)));
  const notFoundPages: ReadonlySet<string> = new Set(all.filter((page) => page.endsWith(rootNotFoundPage)));
  // The published languages whose home page is in this build.
  const locales = publishedLocales.filter((locale) => pages.has(locale.prefix ? `/${locale.prefix}` : "/"));
  return { pages, notFoundPages, locales };
}

/**
 * The not-found page that answers a missing path: its language directory's ("/pt-br/404" for
 * "/pt-br/anything" and "/pt-br", once such a page exists), else the root one.
 */
export function notFoundPageFor(path: string, site: SiteIndex): string {
  const page = path.replace(/^(\/[^/]*).*$/s, "$1") + rootNotFoundPage;
  return site.notFoundPages.has(page) ? page : rootNotFoundPage;
}

/** A byte outside printable ASCII, percent-encoded for a header. */
const escapeByte = (char: string) => `%${(char.charCodeAt(0) & 0xff).toString(16).toUpperCase().padStart(2, "0")}`;
/** A Location: our own path and the request's query made safe for a header. */
const withQuery = (path: string, query: string) =>
  query ? `${path}?${query.replace(/[^\x21-\x7e]/g, escapeByte)}` : path;

/** `headers`: Cookie, Accept-Language and User-Agent choose a page's language (decideLocale). */
export function resolveRequest(
  site: SiteIndex,
  request: { method?: string; url?: string; headers?: IncomingHttpHeaders },
): Resolution {
  if (!(allowedMethods as readonly string[]).includes(request.method ?? "")) return { kind: "methodNotAllowed" };
  const target = parseTarget(request.url ?? "");
  if (target === "bad") return { kind: "badRequest" };
  // Bytes that are not UTF-8 name no page and no file of this build.
  if (target === "undecodable") return { kind: "notFound", page: rootNotFoundPage };
  const { path, query } = target;
  if (site.pages.has(path)) return pageOrLocaleRedirect(site, path, query, request.headers ?? {});
  if (path.length > 1 && path.endsWith("/") && site.pages.has(path.slice(0, -1)))
    return { kind: "redirect", location: withQuery(path.slice(0, -1), query) };
  if (isServableFilePath(path)) return { kind: "asset", path };
  return { kind: "notFound", page: notFoundPageFor(path, site) };
}

/**
 * A page, or the 302 the language rule asks for. The Location is rebuilt from our own page list:
 * the decision's path must be a page of this build (else the page is served as asked) and its
 * query is made safe for a header.
 */
function pageOrLocaleRedirect(site: SiteIndex, page: string, query: string, headers: IncomingHttpHeaders): Resolution {
  const negotiated = localeFromPath(page) === defaultLocale;
  const decision = decideLocale({
    page,
    query,
    cookie: headers.cookie,
    acceptLanguage: headers["accept-language"],
    userAgent: headers["user-agent"],
    published: site.locales,
  });
  if (!decision) return { kind: "page", page, negotiated };
  const [, path = "", rest = ""] = /^([^?]*)\??(.*)$/s.exec(decision.location) ?? [];
  if (!site.pages.has(path)) return { kind: "page", page, negotiated };
  const { setCookie } = decision;
  return { kind: "localeRedirect", location: withQuery(path, rest), ...(setCookie ? { setCookie } : {}) };
}

/**
 * URL paths that may name a file of the build: no directory (trailing slash), no empty or dot
 * segment (dot files, "//"), no backslash, not an HTML page by its file name, not a precompressed
 * sibling, not a static-host config file.
 */
export const isServableFilePath = (path: string) =>
  /^(?:\/[^/\\.][^/\\]*)+$/.test(path) &&
  !/\.(html?|br|gz)$/i.test(path) &&
  !(hostConfigPaths as readonly string[]).includes(path);

export type Target = { path: string; query: string } | "bad" | "undecodable";

/**
 * The request target as nginx sees it: the path percent-decoded, dot segments resolved, the
 * fragment dropped; an absolute-form target ("http://host/path") is reduced to its path.
 * "bad" (a 400, as nginx answers) for a malformed escape, a NUL byte, a path above the root or a
 * target that is not a path; "undecodable" when the decoded bytes are not UTF-8.
 */
export function parseTarget(url: string): Target {
  let target = url;
  const absolute = /^https?:\/\/[^/?#]*/i.exec(target);
  if (absolute) target = target.slice(absolute[0].length) || "/";
  if (target.startsWith("?")) target = `/${target}`;
  if (!target.startsWith("/")) return "bad";
  const [, rawPath = "", query = ""] = /^([^?#]*)(?:\?([^#]*))?/.exec(target) ?? [];

  // Percent-decode into bytes (a latin1 string: one character per byte).
  if (/%(?![0-9a-f]{2})/i.test(rawPath)) return "bad";
  const bytes = rawPath.replace(/%([0-9a-f]{2})|[^\0-\xff]/gi, (char, hex?: string) =>
    String.fromCharCode(hex ? Number.parseInt(hex, 16) : char.charCodeAt(0) & 0xff),
  );
  if (bytes.includes("\0")) return "bad";

  const resolved = removeDotSegments(bytes);
  if (resolved === undefined) return "bad";
  let path: string;
  try {
    path = new TextDecoder("utf-8", { fatal: true }).decode(Buffer.from(resolved, "latin1"));
  } catch {
    return "undecodable";
  }
  return { path, query };
}

/** RFC 3986 dot-segment removal on a decoded path; undefined when ".." would climb above the root. */
function removeDotSegments(path: string): string | undefined {
  const segments = path.slice(1).split("/");
  const output: string[] = [];
  for (const [index, segment] of segments.entries()) {
    if (segment !== "." && segment !== "..") output.push(segment);
    else if (segment === ".." && output.pop() === undefined) return undefined;
    // "/a/." and "/a/b/.." name a directory: keep the trailing slash.
    else if (index === segments.length - 1) output.push("");
  }
  return `/${output.join("/")}`;
}

// Which answer a request gets (no I/O), on every target. Every Location is built from our own page paths
// and a safe query: it cannot leave the site.
import type { IncomingHttpHeaders } from "node:http";
import { decideLocale } from "../i18n/locale-negotiation.ts";
import { defaultLocale, localeFromPath } from "../i18n/locales.ts";
import { publishedLocales } from "../i18n/published.ts";
import { allowedMethods, corsPaths, hostConfigPaths } from "./headers.ts";

export type SiteIndex = ReturnType<typeof siteIndex>;

export type Resolution =
  /** `negotiated`: an English page, whose answer depends on Accept-Language and Cookie (Vary). */
  | { kind: "page"; page: string; negotiated: boolean }
  /** 302 to the page in another language; `setCookie` remembers a `?lang=` choice. */
  | { kind: "localeRedirect"; location: string; setCookie?: string }
  | { kind: "asset"; path: string }
  | { kind: "redirect"; location: string }
  /** A CORS preflight for the public API: 204 with what it allows. */
  | { kind: "preflight" }
  | { kind: "notFound"; page: string }
  | { kind: "error"; status: 400 | 405 };

/** The root not-found page, stored as build/client/404.html. */
export const rootNotFoundPage = "/404";

/** The pages of build/script-hashes.json: those that answer 200 ("/", "/terms"), the not-found ones ("/pt-br/404"). */
export function siteIndex(paths: readonly string[]) {
  const pages: ReadonlySet<string> = new Set(paths.filter((page) => !page.endsWith(rootNotFoundPage)));
  const notFoundPages: ReadonlySet<string> = new Set(paths.filter((page) => page.endsWith(rootNotFoundPage)));
  const locales = publishedLocales.filter((locale) => pages.has(locale.prefix ? `/${locale.prefix}` : "/"));
  return { pages, notFoundPages, locales };
}

/** A missing path's not-found page: its directory's ("/pt-br/404" for "/pt-br/x" and "/pt-br") if any, else "/404". */
export function notFoundPageFor(path: string, site: SiteIndex): string {
  const page = path.replace(/^(\/[^/]*).*$/s, "$1") + rootNotFoundPage;
  return site.notFoundPages.has(page) ? page : rootNotFoundPage;
}

/** A Location: our own path and the request's query, bytes outside printable ASCII percent-encoded. */
const escapeByte = (char: string) => `%${(char.charCodeAt(0) & 0xff).toString(16).toUpperCase().padStart(2, "0")}`;
const withQuery = (path: string, query: string) =>
  query ? `${path}?${query.replace(/[^\x21-\x7e]/g, escapeByte)}` : path;

/**
 * A page answers whatever the query, unless decideLocale sends a 302 to it in another language; "/terms/" is a
 * 301 to "/terms", query kept. Any other path may name a file, else a 404 with notFoundPageFor's page.
 */
export function resolveRequest(
  site: SiteIndex,
  request: { method?: string; url?: string; headers?: IncomingHttpHeaders },
): Resolution {
  if (isPreflight(request.method, request.url, request.headers)) return { kind: "preflight" };
  if (!allowedMethods.includes(request.method ?? "")) return { kind: "error", status: 405 };
  const target = parseTarget(request.url ?? "");
  if (target === "bad") return { kind: "error", status: 400 };
  // Bytes that are not UTF-8 name no page and no file of this build.
  if (target === "undecodable") return { kind: "notFound", page: rootNotFoundPage };
  const { path, query } = target;
  if (site.pages.has(path)) return pageOrLocaleRedirect(site, path, query, request.headers ?? {});
  if (path.length > 1 && path.endsWith("/") && site.pages.has(path.slice(0, -1)))
    return { kind: "redirect", location: withQuery(path.slice(0, -1), query) };
  if (isServableFilePath(path)) return { kind: "asset", path };
  return { kind: "notFound", page: notFoundPageFor(path, site) };
}

/** OPTIONS with Access-Control-Request-Method on a path of the public API (its query ignored). */
export const isPreflight = (method?: string, url?: string, headers?: { [name: string]: unknown }) =>
  method === "OPTIONS" && !!headers?.["access-control-request-method"] && corsPaths.includes(url?.split("?")[0] ?? "");

/** A page, or the 302 the language rule asks for, to a page of this build (else the page is served as asked). */
function pageOrLocaleRedirect(site: SiteIndex, page: string, query: string, headers: IncomingHttpHeaders): Resolution {
  const negotiated = localeFromPath(page) === defaultLocale;
  const { cookie, "accept-language": acceptLanguage, "user-agent": userAgent } = headers;
  const decision = decideLocale({ page, query, cookie, acceptLanguage, userAgent, published: site.locales });
  const [, path = "", rest = ""] = /^([^?]*)\??(.*)$/s.exec(decision?.location ?? "") ?? [];
  if (!decision || !site.pages.has(path)) return { kind: "page", page, negotiated };
  return { kind: "localeRedirect", location: withQuery(path, rest), setCookie: decision.setCookie };
}

/** Paths that may name a file: no directory, empty or dot segment, backslash, HTML, compressed sibling or host file. */
export const isServableFilePath = (path: string) =>
  /^(?:\/[^/\\.][^/\\]*)+$/.test(path) && !/\.(html?|br|gz)$/i.test(path) && !hostConfigPaths.includes(path);

export type Target = { path: string; query: string } | "bad" | "undecodable";

/**
 * The target as nginx reads it: an absolute form reduced to its path, percent-decoded (slashes not
 * merged), dot segments resolved, the fragment dropped. "bad" (nginx's 400) for a malformed escape,
 * a NUL byte, a path above the root or no path; "undecodable" when the bytes are not UTF-8.
 */
export function parseTarget(url: string): Target {
  const absolute = /^https?:\/\/[^/?#]*/i.exec(url);
  let target = absolute ? url.slice(absolute[0].length) || "/" : url;
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
  try {
    return { path: new TextDecoder("utf-8", { fatal: true }).decode(Buffer.from(resolved, "latin1")), query };
  } catch {
    return "undecodable";
  }
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

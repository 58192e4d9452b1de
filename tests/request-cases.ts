/**
 * THE list of request → expected answer that every deploy target is held to: the Node server,
 * nginx with deploy/nginx.conf, Cloudflare's runtime serving the static-host output, and the Vercel
 * route table. server/request-cases.test.ts runs it against each.
 *
 * The cases are built from the build's own pages (never a hard-coded page list). Where a static
 * host answers differently by its own documented behaviour, which no file of ours can change, the
 * case says so (`staticHost` / `vercel`) with the reason; target-level tricks (raw bytes, dot
 * segments, methods) are the host's edge's business and are checked on the servers we run.
 */
import { localeCookieHeader } from "../app/i18n/locale-negotiation.ts";
import { localeByTag, localeFromPath, defaultLocale } from "../app/i18n/locales.ts";
import { cacheControl } from "../app/rules/headers.ts";

export type Expected =
  /** 200 with the page's HTML, its CSP, no-cache. */
  | { page: string }
  /** Permanent redirect to this Location. */
  | { redirect: string }
  /** 302 to the page in the visitor's language (private, no-store, Vary), with this Set-Cookie or none. */
  | { localeRedirect: string; setCookie?: string }
  /** 404 with this not-found page and its CSP. */
  | { notFound: string }
  /** 200 with this file of the build and this Cache-Control. */
  | { file: string; cache: string }
  /** An error status (400, 405) with the common headers. */
  | { status: number };

export interface RequestCase {
  /** The request target, sent byte for byte. */
  target: string;
  method?: string;
  /** Request headers (Accept-Language, Cookie, User-Agent): none unless given. */
  headers?: Record<string, string>;
  expected: Expected;
  /**
   * Cloudflare (the Worker's static assets, the static host's pages, in `wrangler dev`), when it differs by its
   * own behaviour ("skip": not its to decide). Netlify reads the same files: scripts/deploy/netlify.test.ts.
   */
  staticHost?: Expected | "skip";
  vercel?: Expected | "skip";
  /** Why a static host differs. */
  why?: string;
}

/**
 * Object.prototype's own property names, from the runtime ("constructor", "__proto__", "toString",
 * …): request data with these names must reach no lookup that answers with the prototype's members.
 */
/**
 * Paths wrangler 4's local Pages server (miniflare 5) cannot answer: it looks for `<path>/index.html`
 * below a file and answers 502 "Could not serve static asset: ENOTDIR" (wrangler 3 answered 404).
 * Nothing is served from the file; Cloudflare's edge serves from an asset manifest, not the disk.
 */
const belowAFile = {
  staticHost: "skip",
  why: "wrangler 4's local Pages server answers 502 (ENOTDIR) for a path that is, or lies below, a file it does not serve",
} as const;

export const prototypeNames: readonly string[] = Object.getOwnPropertyNames(Object.prototype);

const edge = "the host's edge decodes and normalizes the target before any rule of ours applies";
/** Workers static assets (`html_handling: "drop-trailing-slash"`) send every other spelling of a page's file to it. */
const htmlHandling = "Cloudflare's assets redirect (307) <page>.html, <page>/index(.html) and <page>// to the page";
const script =
  "a static host cannot read the request's headers: the page's language script (checked present, hashed in its CSP) decides in the browser; the Worker decides English pages only (a language's copy is its asset, as asked)";

/**
 * @param pages canonical page paths (keys of build/script-hashes.json without the not-found pages)
 * @param files an existing hashed asset and a JSON file of the build, by URL path
 * @param notFoundPageFor the not-found page of a missing path (app/rules/requests.ts: its language's, else "/404")
 */
export function requestCases(
  pages: readonly string[],
  files: { asset: string; json: string },
  notFoundPageFor: (path: string) => string = () => "/404",
): RequestCase[] {
  const notFound = { notFound: "/404" };
  const notFoundUnder = (path: string) => ({ notFound: notFoundPageFor(path) });
  // The tricks below use an English page (no language prefix).
  const page = pages.find((path) => path !== "/" && localeFromPath(path) === defaultLocale) ?? "/";
  const cases: RequestCase[] = [];

  for (const path of pages) {
    cases.push(
      { target: path, expected: { page: path } },
      { target: `${path}?utm_source=x&a=%20b`, expected: { page: path } },
    );
    if (path === "/") continue;
    cases.push(
      { target: `${path}/`, expected: { redirect: path } },
      {
        target: `${path}/?a=1&b=two`,
        expected: { redirect: `${path}?a=1&b=two` },
        vercel: "skip",
        why: "whether a Vercel route's redirect keeps the query is not documented",
      },
      {
        target: `${path}/index.html`,
        expected: notFoundUnder(`${path}/index.html`),
        staticHost: { redirect: path },
        why: htmlHandling,
      },
      {
        target: `${path}/index`,
        expected: notFoundUnder(`${path}/index`),
        staticHost: { redirect: path },
        why: htmlHandling,
      },
      { target: `${path}/index.html/`, expected: notFoundUnder(`${path}/index.html/`) },
      {
        target: `${path}/index?x=1`,
        expected: notFoundUnder(`${path}/index`),
        staticHost: { redirect: `${path}?x=1` },
        why: htmlHandling,
      },
      {
        target: `${path}.html`,
        expected: notFoundUnder(`${path}.html`),
        staticHost: { redirect: path },
        why: htmlHandling,
      },
      { target: `${path}//`, expected: notFoundUnder(`${path}//`), staticHost: { redirect: path }, why: htmlHandling },
      { target: `${path}/extra`, expected: notFoundUnder(`${path}/extra`) },
    );
  }

  cases.push(...languageCases(pages, notFoundPageFor), ...prototypeNameCases(pages));

  cases.push(
    {
      target: "/index.html",
      expected: notFound,
      staticHost: { redirect: "/" },
      why: htmlHandling,
    },
    {
      target: "/index",
      expected: notFound,
      staticHost: { redirect: "/" },
      why: htmlHandling,
    },
    { target: "/index.html.br", expected: notFound },
    {
      target: "/404",
      expected: notFound,
      staticHost: "skip",
      why: "Cloudflare Pages serves 404.html at /404 with status 200 (it ignores status-404 rules); Netlify follows _redirects",
    },
    {
      target: "/404.html",
      expected: notFound,
      staticHost: "skip",
      why: "Cloudflare Pages redirects /404.html to /404; Netlify follows _redirects",
    },
    {
      target: "/404/",
      expected: notFound,
      staticHost: "skip",
      why: "Cloudflare Pages redirects /404/ to /404, which it serves with status 200",
    },
    { target: "/404.html/", expected: notFound, ...belowAFile },
    { target: "/404.html.br", expected: notFound },
    { target: "/404.html.gz", expected: notFound },
    { target: "/robots.txt.gz", expected: notFound },
    { target: "/_headers", expected: notFound, ...belowAFile },
    { target: "/_headers/", expected: notFound, ...belowAFile },
    { target: "/_redirects", expected: notFound, ...belowAFile },
    { target: "/_redirects/", expected: notFound, ...belowAFile },
    { target: "/__spa-fallback.html", expected: notFound },
    { target: "/.git/config", expected: notFound },
    { target: "/.env", expected: notFound },
    { target: "/assets", expected: notFound },
    { target: "/assets/", expected: notFound },
    { target: "/games/", expected: notFound },
    { target: "/no-such-page", expected: notFound },
    { target: "/assets/no-such-file.js", expected: notFound },
    { target: "/robots.txt", expected: { file: "/robots.txt", cache: cacheControl.other } },
    { target: "/robots.txt?v=2", expected: { file: "/robots.txt", cache: cacheControl.other } },
    { target: "/sitemap.xml", expected: { file: "/sitemap.xml", cache: cacheControl.other } },
    { target: "/favicon.svg", expected: { file: "/favicon.svg", cache: cacheControl.other } },
    { target: "/site.webmanifest", expected: { file: "/site.webmanifest", cache: cacheControl.other } },
    { target: files.asset, expected: { file: files.asset, cache: cacheControl.immutable } },
    { target: files.json, expected: { file: files.json, cache: cacheControl.json } },
    { target: page, method: "HEAD", expected: { page } },

    // Off-site redirects: never, whatever the slashes.
    { target: "//evil.com/", expected: notFound, staticHost: "skip", vercel: "skip", why: edge },
    { target: "///evil.com/", expected: notFound, staticHost: "skip", vercel: "skip", why: edge },
    { target: "/%2F%2Fevil.com/", expected: notFound, staticHost: "skip", vercel: "skip", why: edge },
    { target: "/%5Cevil.com/", expected: notFound, staticHost: "skip", vercel: "skip", why: edge },
    { target: `/${page.slice(1)}/%2F`, expected: notFound, staticHost: "skip", vercel: "skip", why: edge },
    { target: `//${page.slice(1)}`, expected: notFound, staticHost: "skip", vercel: "skip", why: edge },
    { target: `//${page.slice(1)}/`, expected: notFound, staticHost: "skip", vercel: "skip", why: edge },
    // Encodings of a page's own URL are that URL; traversal and malformed targets are 400.
    {
      target: `/%${page.charCodeAt(1).toString(16)}${page.slice(2)}`,
      expected: { page },
      staticHost: "skip",
      vercel: "skip",
      why: edge,
    },
    { target: `${page}%2F`, expected: { redirect: page }, staticHost: "skip", vercel: "skip", why: edge },
    { target: `/assets/..${page}`, expected: { page }, staticHost: "skip", vercel: "skip", why: edge },
    { target: `/assets/%2e%2e${page}`, expected: { page }, staticHost: "skip", vercel: "skip", why: edge },
    { target: `http://evil.com${page}`, expected: { page }, staticHost: "skip", vercel: "skip", why: edge },
    { target: "/%2e%2e/%2e%2e/etc/passwd", expected: { status: 400 }, staticHost: "skip", vercel: "skip", why: edge },
    { target: "/..%2f..%2fpackage.json", expected: { status: 400 }, staticHost: "skip", vercel: "skip", why: edge },
    { target: "/a%00b", expected: { status: 400 }, staticHost: "skip", vercel: "skip", why: edge },
    { target: "/%zz", expected: { status: 400 }, staticHost: "skip", vercel: "skip", why: edge },
    { target: "/%252e%252e/package.json", expected: notFound, staticHost: "skip", vercel: "skip", why: edge },
    { target: "/%c0%ae%c0%ae/package.json", expected: notFound, staticHost: "skip", vercel: "skip", why: edge },
    { target: "/assets\\..\\package.json", expected: notFound, staticHost: "skip", vercel: "skip", why: edge },
    // Methods.
    {
      target: "/",
      method: "POST",
      expected: { status: 405 },
      staticHost: "skip",
      vercel: "skip",
      why: "the hosts answer other methods their own way",
    },
    {
      target: page,
      method: "OPTIONS",
      expected: { status: 405 },
      staticHost: "skip",
      vercel: "skip",
      why: "the hosts answer other methods their own way",
    },
    {
      target: "/robots.txt",
      method: "DELETE",
      expected: { status: 405 },
      staticHost: "skip",
      vercel: "skip",
      why: "the hosts answer other methods their own way",
    },
  );
  return cases;
}

/**
 * Object.prototype's names as a language, a cookie, a `?lang=`, an encoding and a query key: the
 * page as asked, English (nginx's maps and the static-host script must agree with the Node server).
 */
function prototypeNameCases(pages: readonly string[]): RequestCase[] {
  const targets = ["/", pages.find((path) => path === "/getkey") ?? "/"];
  return targets.flatMap((page) =>
    prototypeNames.flatMap((name): RequestCase[] => [
      {
        target: page,
        headers: { "Accept-Language": `${name}, ${name[0]!.toUpperCase()}${name.slice(1)}-US` },
        expected: { page },
      },
      { target: page, headers: { Cookie: `rift-lang=${name}; ${name}=1` }, expected: { page } },
      { target: page, headers: { "Accept-Encoding": name }, expected: { page } },
      { target: `${page}?lang=${encodeURIComponent(name)}&${encodeURIComponent(name)}=1`, expected: { page } },
    ]),
  );
}

/**
 * The language rule (decideLocale) on the servers; on the static hosts the page is served and its
 * language script decides in the browser. Built from the pages present (pt-BR, ru, /getkey, /joiner).
 */
function languageCases(pages: readonly string[], notFoundPageFor: (path: string) => string): RequestCase[] {
  const has = (...paths: string[]) => paths.every((path) => pages.includes(path));
  const cookieOf = (tag: string) => localeCookieHeader(localeByTag(tag)!);
  const served = (path: string) => ({ staticHost: { page: path }, vercel: { page: path }, why: script });
  const cases: RequestCase[] = [];
  if (has("/", "/pt-br"))
    cases.push(
      { target: "/", headers: { "Accept-Language": "pt-BR" }, expected: { localeRedirect: "/pt-br" }, ...served("/") },
      {
        target: "/",
        method: "HEAD",
        headers: { "Accept-Language": "pt-BR,pt;q=0.9,en;q=0.8" },
        expected: { localeRedirect: "/pt-br" },
        ...served("/"),
      },
      { target: "/", headers: { "Accept-Language": "pt-BR", Cookie: "a=1; rift-lang=en" }, expected: { page: "/" } },
      { target: "/", headers: { "Accept-Language": "en-US,en;q=0.9" }, expected: { page: "/" } },
      { target: "/", headers: { "Accept-Language": "de-DE" }, expected: { page: "/" } },
      {
        target: "/",
        headers: { "Accept-Language": "pt-BR", "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" },
        expected: { page: "/" },
      },
      { target: "/pt-br", headers: { "Accept-Language": "ru", Cookie: "rift-lang=en" }, expected: { page: "/pt-br" } },
      {
        target: "/pt-br/nope",
        headers: { "Accept-Language": "pt-BR" },
        expected: { notFound: notFoundPageFor("/pt-br/nope") },
      },
      { target: "/pt-br/nope.html", expected: { notFound: notFoundPageFor("/pt-br/nope.html") } },
      { target: "/pt-br/.env", expected: { notFound: notFoundPageFor("/pt-br/.env") } },
      {
        target: "/pt-br/404",
        expected: { notFound: notFoundPageFor("/pt-br/404") },
        staticHost: "skip",
        why: "Cloudflare Pages serves pt-br/404.html at /pt-br/404 with status 200 (it ignores status-404 rules); Netlify follows _redirects",
      },
      {
        target: "/pt-br/404.html",
        expected: { notFound: notFoundPageFor("/pt-br/404.html") },
        staticHost: "skip",
        why: "Cloudflare Pages redirects /pt-br/404.html to /pt-br/404; Netlify follows _redirects",
      },
    );
  if (has("/getkey", "/pt-br/getkey"))
    cases.push(
      {
        target: "/pt-br/getkey?lang=en",
        headers: { "Accept-Language": "pt-BR" },
        expected: { localeRedirect: "/getkey", setCookie: cookieOf("en") },
        ...served("/pt-br/getkey"),
      },
      { target: "/pt-br/getkey?lang=klingon", expected: { page: "/pt-br/getkey" } },
      {
        target: "/getkey",
        headers: { "Accept-Language": "ar", "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0)" },
        expected: { page: "/getkey" },
      },
    );
  if (has("/joiner", "/ru/joiner", "/vi/joiner"))
    cases.push(
      {
        target: "/joiner?PlaceId=1&ServerId=x",
        headers: { "Accept-Language": "ru" },
        expected: { localeRedirect: "/ru/joiner?PlaceId=1&ServerId=x" },
        ...served("/joiner"),
      },
      {
        target: "/joiner?PlaceId=1&lang=vi&ServerId=2",
        expected: { localeRedirect: "/vi/joiner?PlaceId=1&ServerId=2", setCookie: cookieOf("vi") },
        ...served("/joiner"),
      },
      {
        target: "/joiner?PlaceId=1",
        headers: { "Accept-Language": "en", Cookie: "rift-lang=ru" },
        expected: { localeRedirect: "/ru/joiner?PlaceId=1" },
        ...served("/joiner"),
      },
    );
  return cases;
}

/**
 * The script sources a response's CSP header lets run: with several policies (comma-joined), only
 * what all of them allow. A policy with neither script-src nor default-src does not restrict
 * scripts (a static host's header policy carries only frame-ancestors); none that does: undefined.
 */
export function effectiveScriptSources(header: string | undefined): Set<string> | undefined {
  if (!header) return undefined;
  let allowed: Set<string> | undefined;
  for (const policy of header.split(",")) {
    const parts = policy.split(";").map((part) => part.trim());
    const directive =
      parts.find((part) => part.startsWith("script-src ")) ?? parts.find((part) => part.startsWith("default-src "));
    if (!directive) continue;
    const sources = new Set(directive.split(/\s+/).slice(1));
    allowed = allowed ? new Set([...allowed].filter((source) => sources.has(source))) : sources;
  }
  return allowed;
}

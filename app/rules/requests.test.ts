// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the case that failed.
import { describe, expect, it } from "vitest";
import { isServableFilePath, notFoundPageFor, parseTarget, resolveRequest, siteIndex } from "./requests.ts";

const site = siteIndex(["/", "/terms", "/joiner", "/404"]);
const get = (url: string) => resolveRequest(site, { method: "GET", url });

describe("parseTarget", () => {
  it("decodes the path, keeps the raw query and drops a fragment", () => {
    expect(parseTarget("/te%72ms?a=%20b#top")).toEqual({ path: "/terms", query: "a=%20b" });
    expect(parseTarget("/a%20b")).toEqual({ path: "/a b", query: "" });
    expect(parseTarget("/caf%C3%A9")).toEqual({ path: "/café", query: "" });
  });
  it("resolves dot segments like nginx, encoded or not, and refuses to climb above the root", () => {
    expect(parseTarget("/a/../terms")).toMatchObject({ path: "/terms" });
    expect(parseTarget("/a/%2e%2e/terms")).toMatchObject({ path: "/terms" });
    expect(parseTarget("/./terms")).toMatchObject({ path: "/terms" });
    expect(parseTarget("/terms/.")).toMatchObject({ path: "/terms/" });
    expect(parseTarget("/terms/..")).toMatchObject({ path: "/" });
    expect(parseTarget("/assets%2f..%2f..%2fpackage.json")).toBe("bad");
    for (const url of ["/../etc/passwd", "/%2e%2e/x", "/..%2fx", "/a/../../x"])
      expect(parseTarget(url), url).toBe("bad");
  });
  it("answers 400 for malformed escapes, NUL bytes and targets that are not paths", () => {
    for (const url of ["/%zz", "/%E0%A4%A", "/a%", "/a%00b", "*", "", "terms", "ftp://x/terms"])
      expect(parseTarget(url), url).toBe("bad");
  });
  it("keeps backslashes, doubled slashes and double encoding as they are (they name no file)", () => {
    expect(parseTarget("/a\\..\\b")).toMatchObject({ path: "/a\\..\\b" });
    expect(parseTarget("//evil.com/")).toMatchObject({ path: "//evil.com/" });
    expect(parseTarget("/%2F%2Fevil.com/")).toMatchObject({ path: "///evil.com/" });
    expect(parseTarget("/%252e%252e/x")).toMatchObject({ path: "/%2e%2e/x" });
  });
  it("reports bytes that are not UTF-8 (overlong encodings, lone latin1)", () => {
    expect(parseTarget("/%c0%ae%c0%ae/x")).toBe("undecodable");
    expect(parseTarget("/%e9")).toBe("undecodable");
  });
  it("reduces an absolute-form target to its path", () => {
    expect(parseTarget("http://evil.com/terms?x=1")).toEqual({ path: "/terms", query: "x=1" });
    expect(parseTarget("HTTPS://evil.com")).toEqual({ path: "/", query: "" });
  });
});

describe("resolveRequest", () => {
  it("answers known pages, whatever the query", () => {
    expect(get("/")).toEqual({ kind: "page", page: "/", negotiated: true });
    expect(get("/terms")).toEqual({ kind: "page", page: "/terms", negotiated: true });
    expect(get("/joiner?PlaceId=1&ServerId=x")).toEqual({ kind: "page", page: "/joiner", negotiated: true });
    expect(resolveRequest(site, { method: "HEAD", url: "/terms" })).toEqual({
      kind: "page",
      page: "/terms",
      negotiated: true,
    });
  });
  it("redirects a page's trailing-slash URL to the page, query kept and made header-safe", () => {
    expect(get("/terms/")).toEqual({ kind: "redirect", location: "/terms" });
    expect(get("/joiner/?PlaceId=1&ServerId=x")).toEqual({
      kind: "redirect",
      location: "/joiner?PlaceId=1&ServerId=x",
    });
    expect(get("/terms/?a=\u00e9 b")).toEqual({ kind: "redirect", location: "/terms?a=%E9%20b" });
    expect(get("/terms%2F")).toEqual({ kind: "redirect", location: "/terms" });
  });
  it("never redirects anywhere but to a page of the site", () => {
    for (const url of [
      "//evil.com/",
      "///evil.com/",
      "/%2F%2Fevil.com/",
      "//evil.com/terms/",
      "/\\evil.com/",
      "/%5Cevil.com/",
      "//terms/",
    ]) {
      const answer = get(url);
      expect(answer.kind, url).toBe("notFound");
    }
  });
  it("answers page variants that are not the canonical URL with 404", () => {
    for (const url of [
      "/index.html",
      "/terms/index.html",
      "/terms/index.html/",
      "/terms.html",
      "/terms//",
      "/joiner/index.html?PlaceId=1",
    ]) {
      expect(get(url), url).toEqual({ kind: "notFound", page: "/404" });
    }
    // Extension-less names are looked up as files, and no such file exists in a build.
    for (const url of ["/index", "/terms/index", "/joiner/index?PlaceId=1", "/TERMS"])
      expect(get(url).kind, url).toBe("asset");
  });
  it("never serves the not-found page, HTML files, precompressed siblings, host config or dot files by name", () => {
    expect(get("/404").kind, "no file is called 404").toBe("asset");
    for (const url of [
      "/404/",
      "/404.html",
      "/404.html/",
      "/404.html.br",
      "/404.html.gz",
      "/index.html.br",
      "/robots.txt.br",
      "/robots.txt.GZ",
      "/_headers",
      "/_headers/",
      "/_redirects",
      "/.git/config",
      "/assets/.x.js",
      "/__spa-fallback.html",
    ]) {
      expect(get(url).kind, url).toBe("notFound");
    }
  });
  it("lets other paths name files, for the server to look up on disk", () => {
    expect(get("/robots.txt")).toEqual({ kind: "asset", path: "/robots.txt" });
    expect(get("/assets/app-1234.js?v=2")).toEqual({ kind: "asset", path: "/assets/app-1234.js" });
    expect(get("/status.json")).toEqual({ kind: "asset", path: "/status.json" });
  });
  it("answers other methods with 405 and bad targets with 400", () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS", "TRACE", "PATCH", "get", undefined]) {
      expect(resolveRequest(site, { method, url: "/" }), String(method)).toEqual({ kind: "error", status: 405 });
    }
    expect(get("/a%00")).toEqual({ kind: "error", status: 400 });
    expect(get("/%c0%ae")).toEqual({ kind: "notFound", page: "/404" });
  });
});

describe("isServableFilePath", () => {
  it("refuses directories, empty and dot segments, backslashes and page files", () => {
    expect(isServableFilePath("/favicon.svg")).toBe(true);
    expect(isServableFilePath("/games/fisch.svg")).toBe(true);
    for (const path of [
      "/",
      "/assets/",
      "/a//b",
      "/.env",
      "/a/.b/c",
      "/a\\b",
      "/x.html",
      "/x.HTM",
      "/x.js.br",
      "/x.js.gz",
      "/_redirects",
    ]) {
      expect(isServableFilePath(path), path).toBe(false);
    }
  });
});

describe("notFoundPageFor", () => {
  it("is the root 404 page today", () => {
    expect(notFoundPageFor("/anything/here", site)).toBe("/404");
  });
  it("picks the closest not-found page once a directory has its own", () => {
    const localized = siteIndex(["/", "/404", "/pt-br", "/pt-br/terms", "/pt-br/404"]);
    expect(localized.pages.has("/pt-br/404")).toBe(false);
    expect(notFoundPageFor("/pt-br/nope", localized)).toBe("/pt-br/404");
    expect(notFoundPageFor("/pt-br", localized)).toBe("/pt-br/404");
    expect(notFoundPageFor("/pt-bro", localized)).toBe("/404");
    expect(notFoundPageFor("/nope", localized)).toBe("/404");
  });
});

describe("the language of a page (decideLocale)", () => {
  const localized = siteIndex([
    "/",
    "/404",
    "/getkey",
    "/joiner",
    ...["pt-br", "ru", "ar"].flatMap((prefix) => [
      `/${prefix}`,
      `/${prefix}/getkey`,
      `/${prefix}/joiner`,
      `/${prefix}/404`,
    ]),
    "/es",
  ]);
  const ask = (url: string, headers: Record<string, string> = {}, method = "GET") =>
    resolveRequest(localized, {
      method,
      url,
      headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
    });

  it("knows the published languages whose home page this build has", () => {
    expect(localized.locales.map((locale) => locale.prefix)).toEqual(["", "pt-br", "es", "ru", "ar"]);
  });
  it("redirects an English page to the visitor's language, query kept and made safe, HEAD alike", () => {
    expect(ask("/", { "Accept-Language": "pt-BR" })).toEqual({ kind: "localeRedirect", location: "/pt-br" });
    expect(ask("/", { "Accept-Language": "pt-BR" }, "HEAD")).toEqual({ kind: "localeRedirect", location: "/pt-br" });
    expect(ask("/joiner?PlaceId=1&ServerId=x", { "Accept-Language": "ru" })).toEqual({
      kind: "localeRedirect",
      location: "/ru/joiner?PlaceId=1&ServerId=x",
    });
    expect(ask("/joiner?a=\u00e9%0D%0A", { "Accept-Language": "ru" })).toEqual({
      kind: "localeRedirect",
      location: "/ru/joiner?a=%E9%0D%0A",
    });
  });
  it("serves English to a remembered English choice, crawlers, English readers and requests without the header", () => {
    const english = { kind: "page", page: "/", negotiated: true };
    expect(ask("/", { "Accept-Language": "pt-BR", Cookie: "rift-lang=en" })).toEqual(english);
    expect(ask("/", { "Accept-Language": "pt-BR", "User-Agent": "Googlebot/2.1" })).toEqual(english);
    expect(ask("/", { "Accept-Language": "en-US,en;q=0.9" })).toEqual(english);
    expect(ask("/")).toEqual(english);
  });
  it("never redirects a language's own pages, except for ?lang=, which sets the cookie", () => {
    expect(ask("/pt-br/getkey", { "Accept-Language": "ru", Cookie: "rift-lang=ar" })).toEqual({
      kind: "page",
      page: "/pt-br/getkey",
      negotiated: false,
    });
    expect(ask("/pt-br/getkey?lang=en")).toEqual({
      kind: "localeRedirect",
      location: "/getkey",
      setCookie: "rift-lang=en; Path=/; Max-Age=31536000; SameSite=Lax",
    });
  });
  it("never redirects to a page this build does not have, nor for junk", () => {
    // /es/getkey is not in this build: the page is served as asked.
    expect(ask("/getkey", { "Accept-Language": "es" })).toEqual({ kind: "page", page: "/getkey", negotiated: true });
    expect(ask("/getkey?lang=es")).toMatchObject({ kind: "page", page: "/getkey" });
    // Not published in this build (no /vi home page).
    expect(ask("/", { "Accept-Language": "vi" })).toMatchObject({ kind: "page" });
    for (const [url, headers] of [
      ["/?lang=%0D%0ASet-Cookie:%20x=1", {}],
      [`/?lang=${"x".repeat(5000)}`, {}],
      ["/?lang=//evil.com", {}],
      ["/", { Cookie: "rift-lang=../../x" }],
      ["/", { Cookie: "rift-lang=https://evil.com" }],
      ["/", { "Accept-Language": `${"zz-ZZ;q=0.5, ".repeat(2000)}` }],
      ["/", { "Accept-Language": ";;;,,,q=,=,*;q=abc" }],
    ] as const)
      expect(ask(url, headers), url).toMatchObject({ kind: "page", page: "/" });
  });
  it("the target of every redirect is served as it is: no loop", () => {
    for (const language of ["pt-BR", "ru", "ar", "es"])
      for (const url of ["/", "/getkey", "/joiner?x=1"]) {
        const first = ask(url, { "Accept-Language": language });
        if (first.kind !== "localeRedirect") continue;
        expect(ask(first.location, { "Accept-Language": language }).kind, first.location).toBe("page");
      }
    const chosen = ask("/pt-br/joiner?lang=ru&x=1");
    expect(chosen).toMatchObject({ kind: "localeRedirect", location: "/ru/joiner?x=1" });
  });
});

describe("a CORS preflight", () => {
  const options = (url: string, headers: Record<string, string>) =>
    resolveRequest(site, { method: "OPTIONS", url, headers });
  it("on /status.json (any query) is answered as one; any other OPTIONS is a 405", () => {
    expect(options("/status.json", { "access-control-request-method": "GET" })).toEqual({ kind: "preflight" });
    expect(options("/status.json?v=1", { "access-control-request-method": "GET" })).toEqual({ kind: "preflight" });
    expect(options("/status.json", {})).toEqual({ kind: "error", status: 405 });
    expect(options("/terms", { "access-control-request-method": "GET" })).toEqual({ kind: "error", status: 405 });
  });
});

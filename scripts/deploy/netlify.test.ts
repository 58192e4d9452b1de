// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the case that failed.
/**
 * build/static-host as Netlify reads it, with Netlify's own code: `_headers` parsed by
 * @netlify/headers-parser (its `forRegExp` is how Netlify matches a rule's path), `_redirects`
 * parsed by @netlify/redirect-parser and matched by netlify-redirector (the matcher Netlify's CLI
 * runs). What no official package does locally, and is assumed here from Netlify's documentation:
 * every matching header rule applies, and a file that exists is served before a non-forced rule
 * (Netlify's "shadowing"). Needs `npm run build` first.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseAllHeaders, type Header } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import redirector from "netlify-redirector";
import { beforeAll, describe, expect, it } from "vitest";
import { siteIndex } from "../../app/rules/requests.ts";
import { cacheControl } from "../../app/rules/headers.ts";
import { missingBuild } from "../../tests/preconditions.ts";
import { staticHostDir, staticHostHashesFile } from "./static-host.ts";
import { securityHeaders, hsts, staticHostHeaderPolicy } from "../../tests/expected-headers.ts";

const built = existsSync(join(staticHostDir, "_headers")) && existsSync(staticHostHashesFile);
if (!built) throw new Error(missingBuild("scripts/deploy/netlify.test.ts"));

interface Match {
  from: string;
  to: string;
  status: number;
  force: boolean;
}
interface Matcher {
  match(request: object): Match | null;
}

describe("Netlify reading build/static-host", () => {
  const hashes = JSON.parse(readFileSync(staticHostHashesFile, "utf8")) as Record<string, string[]>;
  const site = siteIndex(Object.keys(hashes));
  const languageNotFound = [...site.notFoundPages].filter((page) => page !== "/404");
  let headers: Header[] = [];
  let matcher: Matcher;
  let parseErrors: string[] = [];
  let redirectCount = 0;

  beforeAll(async () => {
    const parsedHeaders = await parseAllHeaders({
      headersFiles: [join(staticHostDir, "_headers")],
      configHeaders: [],
      minimal: false,
    });
    headers = parsedHeaders.headers as Header[];
    const parsedRedirects = await parseAllRedirects({
      redirectsFiles: [join(staticHostDir, "_redirects")],
      configRedirects: [],
      minimal: false,
    });
    parseErrors = [...parsedHeaders.errors, ...parsedRedirects.errors].map(String);
    redirectCount = parsedRedirects.redirects.length;
    matcher = (await redirector.parseJSON(JSON.stringify(parsedRedirects.redirects), {})) as Matcher;
  });

  /** The headers every matching rule gives a path (later rules win for the same name). */
  const headersFor = (path: string) =>
    Object.assign({}, ...headers.filter((rule) => rule.forRegExp.test(path)).map((rule) => rule.values)) as Record<
      string,
      string
    >;
  const match = (path: string) =>
    matcher.match({ scheme: "https", host: "rift.example", path, query: "", getHeader: () => "", getCookie: () => "" });

  it("Netlify's parsers accept _headers and _redirects: every rule, no error", () => {
    expect(parseErrors).toEqual([]);
    expect(headers.map((rule) => rule.for)).toEqual(["/*", "/assets/*", "/*.json"]);
    expect(redirectCount).toBe(2 + 3 * languageNotFound.length);
  });

  it("sends the common headers, HSTS and frame-ancestors on every path", () => {
    for (const path of [
      ...site.pages,
      "/no-such-page",
      "/pt-br/nope",
      "/assets/x.js",
      "/status.json",
      "/favicon.svg",
    ]) {
      const got = headersFor(path);
      for (const [name, value] of Object.entries(securityHeaders)) expect(got[name], `${path} ${name}`).toBe(value);
      expect(got["Strict-Transport-Security"], path).toBe(hsts);
      expect(got["Content-Security-Policy"], path).toBe(staticHostHeaderPolicy);
    }
  });

  it("caches hashed assets for a year and revalidates JSON (the live status), nothing else", () => {
    expect(headersFor("/assets/entry-abc123.js")["Cache-Control"]).toBe(cacheControl.immutable);
    expect(headersFor("/status.json")["Cache-Control"]).toBe(cacheControl.json);
    for (const path of [...site.pages, "/robots.txt", "/favicon.svg"])
      expect(headersFor(path)["Cache-Control"], path).toBeUndefined();
  });

  it("answers the not-found pages' own URLs with 404 (forced), whatever file exists", () => {
    for (const path of ["/404", "/404.html"])
      expect(match(path), path).toMatchObject({ to: "/404.html", status: 404, force: true });
    for (const page of languageNotFound)
      for (const path of [page, `${page}.html`])
        expect(match(path), path).toMatchObject({ to: `${page}.html`, status: 404, force: true });
  });

  it("gives a missing path under a language directory that language's 404 page, not forced, so its pages still win", () => {
    for (const page of languageNotFound) {
      const directory = page.slice(0, -"/404".length);
      expect(match(`${directory}/no-such-page`), directory).toMatchObject({
        to: `${page}.html`,
        status: 404,
        force: false,
      });
    }
  });

  it("serves every page from its file: no rule matches it, or only a rule that is not forced (the file shadows it)", () => {
    for (const page of site.pages) {
      const rule = match(page);
      expect(rule === null || rule.force === false, page).toBe(true);
      expect(existsSync(join(staticHostDir, page === "/" ? "index.html" : `${page.slice(1)}.html`)), page).toBe(true);
    }
    for (const path of ["/assets/entry.js", "/status.json", "/no-such-page"]) expect(match(path), path).toBeNull();
  });
});

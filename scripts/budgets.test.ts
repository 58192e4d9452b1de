// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the page that failed.
/**
 * Byte budgets and page metadata, read from the build output (deterministic, unlike timings).
 * Needs `npm run build` first (`npm run test:all` builds before this group); fails without it.
 * 1 KB = 1000 bytes, gzip level 9 as precompressed by postbuild.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { gzipSync } from "node:zlib";
import { buildRoot, pageAssets, scriptHashesFile } from "./build-manifest.ts";
import { byteBudgets as budgets, inlineCss, inlineScriptsBrotli, islandRuntimeFileOf } from "../tests/page-bytes.ts";
import { pageFile, type ScriptHashes } from "../app/rules/table.ts";
import { everyLanguage, gamePages, indexablePages, noindexPages, scriptsPerPage } from "../tests/site-pages.ts";
import { missingBuild } from "../tests/preconditions.ts";

const built = existsSync(scriptHashesFile) && existsSync(join(buildRoot, "index.html"));
if (!built) throw new Error(missingBuild("scripts/budgets.test.ts"));

const gz = (url: string) => statSync(join(buildRoot, `${url}.gz`)).size;
const pages = Object.keys(JSON.parse(readFileSync(scriptHashesFile, "utf8")) as ScriptHashes);
const read = (page: string) => readFileSync(join(buildRoot, pageFile(page)), "utf8");

/** The pages whose islands hydrate after the first paint: the landing page, the games' pages and /status. */
const afterPaintPages = ["/", ...gamePages, "/status"];

describe("byte budgets", () => {
  const br = (url: string) => statSync(join(buildRoot, `${url}.br`)).size;
  const cache = new Map<string, ReturnType<typeof assetsOf>>();
  const jsOf = (page: string) => cache.get(page) ?? cache.set(page, assetsOf(page)).get(page)!;
  const assetsOf = (page: string) => {
    const { js, onDemand } = pageAssets(read(page));
    return {
      js,
      onDemand,
      gzip: js.reduce((sum, url) => sum + gz(url), 0),
      brotli: js.reduce((sum, url) => sum + br(url), 0),
      onDemandGzip: onDemand.reduce((sum, url) => sum + gz(url), 0),
    };
  };
  for (const page of pages.filter((path) => !/^\/(pt-br|es|id|vi|th|fil|ru|ar)(\/|$)/.test(path))) {
    const { js, gzip, brotli, onDemandGzip } = jsOf(page);
    console.info(
      `${page}: JS ${gzip} B gzip, ${brotli} B brotli in ${js.length} files (on demand ${onDemandGzip} B gzip); HTML ${gz(`/${pageFile(page)}`)} B gzip, ${br(`/${pageFile(page)}`)} B brotli`,
    );
  }

  it(`the landing page receives at most ${budgets.landingJsBrotli / 1000} KB of JavaScript (modules and inline scripts, brotli), in every language`, () => {
    for (const landing of everyLanguage(["/"])) {
      const { js, brotli } = jsOf(landing);
      expect(js.length, landing).toBeGreaterThan(0);
      expect(brotli + inlineScriptsBrotli(read(landing)), landing).toBeLessThanOrEqual(budgets.landingJsBrotli);
    }
  });
  it("the landing page's islands load as one module, beside Astro's renderer (scripts/island-chunks.ts) and its island runtime", () => {
    for (const landing of everyLanguage(["/"])) {
      const source = read(landing);
      expect(new Set([...source.matchAll(/component-url="([^"]+)"/g)].map((m) => m[1])).size, landing).toBe(1);
      expect(new Set([...source.matchAll(/renderer-url="([^"]+)"/g)].map((m) => m[1])).size, landing).toBe(1);
      expect(islandRuntimeFileOf(source), landing).toBeDefined();
      expect(jsOf(landing).js.length, landing).toBeLessThanOrEqual(4);
    }
  });
  it("names its JavaScript files runtime-… and island-…, never after an island a filter list could take for an ad", () => {
    const files = readdirSync(join(buildRoot, "assets")).filter((name) => name.endsWith(".js"));
    expect(files.length).toBeGreaterThan(2);
    for (const name of files) expect(name).toMatch(/^(runtime|island)-[\w-]{8}\.js$/);
  });
  it(`every page loads at most ${budgets.pageJsGzip / 1000} KB of JavaScript up front (gzip)`, () => {
    for (const page of pages) expect(jsOf(page).gzip, page).toBeLessThanOrEqual(budgets.pageJsGzip);
  });
  it("a page loads the same JavaScript in every language, and no words: they are in the page", () => {
    const words = [
      "Script Copied!",
      "Joining Roblox Game...",
      "AdBlock Detected",
      "Official Reseller",
      "Supported Games",
    ];
    for (const page of pages) {
      const english = page.replace(/^\/(pt-br|es|id|vi|th|fil|ru|ar)(?=\/|$)/, "") || "/";
      expect(jsOf(page).js.sort(), page).toEqual(jsOf(english).js.sort());
    }
    const everyFile = new Set(pages.flatMap((page) => [...jsOf(page).js, ...jsOf(page).onDemand]));
    for (const url of everyFile) {
      const source = readFileSync(join(buildRoot, url), "utf8");
      for (const text of words) expect(source, `${url} holds "${text}"`).not.toContain(text);
    }
  }, 30_000);
  it(`every page carries the stylesheet inline, at most ${budgets.cssGzip / 1000} KB (gzip), and links none`, () => {
    for (const page of pages) {
      const source = read(page);
      const css = inlineCss(source);
      expect(css.length, page).toBeGreaterThan(1000);
      expect(gzipSync(css, { level: 9 }).length, page).toBeLessThanOrEqual(budgets.cssGzip);
      expect(pageAssets(source).css, page).toEqual([]);
    }
  });
  // With its response headers (about 1.2 KB, a CSP hash per inline script), a page of 13 KB still fits in
  // TCP's first flight, 10 segments of 1,460 bytes (RFC 6928); tests/e2e/headers.spec.ts sums both from the server.
  it(`every page's HTML, stylesheet included, fits in ${budgets.pageHtmlBrotli / 1000} KB as received (brotli): one round trip to first paint`, () => {
    for (const page of pages)
      expect(statSync(join(buildRoot, `${pageFile(page)}.br`)).size, page).toBeLessThanOrEqual(budgets.pageHtmlBrotli);
  });
  it("pages with nothing interactive carry 0 bytes of JavaScript", () => {
    for (const page of everyLanguage(["/terms", "/privacy", "/reseller-tos", "/showcaser-tos", "/getkey"])) {
      const source = read(page);
      expect(source, page).not.toMatch(/<script\b/i);
      expect(source, page).not.toContain("modulepreload");
      expect(pageAssets(source).js, page).toEqual([]);
    }
  });
  it("no page loads a client router: no route manifest, no hydration data", () => {
    for (const page of pages) {
      const source = read(page);
      expect(source, page).not.toMatch(/__reactRouter|__staticRouterHydrationData/);
      for (const url of jsOf(page).js)
        expect(readFileSync(join(buildRoot, url), "utf8"), url).not.toMatch(
          /__reactRouter|createBrowserRouter|HydratedRouter/,
        );
    }
  });
  it("a page whose islands hydrate at load asks for all its modules at once (modulepreload in <head>); the landing page's, the games' pages' and /status's (the loader command, the statuses, Notify me) hydrate after the first paint and preload nothing; Astro's island elements load them, no module script does", () => {
    const landings = new Set(everyLanguage(afterPaintPages));
    for (const page of pages) {
      const source = read(page);
      const head = source.slice(0, source.indexOf("</head>"));
      const preloads = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]).sort();
      const directives = new Set([...source.matchAll(/<astro-island [^>]*\bclient="([\w-]+)"/g)].map((m) => m[1]));
      expect([...directives], page).toEqual(
        directives.size === 0 ? [] : landings.has(page) ? ["after-paint"] : ["load"],
      );
      expect(preloads, page).toEqual(directives.has("load") ? jsOf(page).js.sort() : []);
      expect(source, page).not.toMatch(/<script type="module"/);
      const islands = source.match(/<astro-island /g)?.length ?? 0;
      expect(islands, page).toBe(source.match(/<div data-island="/g)?.length ?? 0);
    }
  });
});

describe("which pages run which scripts", () => {
  it("in every language, each page runs exactly the inline scripts and islands listed in tests/site-pages.ts (the README's table)", () => {
    expect(Object.keys(scriptsPerPage).sort()).toEqual([...indexablePages, ...gamePages, ...noindexPages].sort());
    for (const [english, { inline, islands }] of Object.entries(scriptsPerPage)) {
      for (const page of everyLanguage([english])) {
        const source = read(page);
        expect(
          [...source.matchAll(/<script data-boot="([\w$]+)"[^>]*>/g)].map((m) => m[1]).sort(),
          `${page}: inline scripts`,
        ).toEqual([...inline].sort());
        expect(
          [...new Set([...source.matchAll(/data-island="([\w-]+)"/g)].map((m) => m[1]))].sort(),
          `${page}: islands`,
        ).toEqual([...islands].sort());
        // Every inline script is a boot script or, on a page with islands, Astro's: the island element's
        // definition and its islands' directive, `client:load` (all hashed for the CSP); where every island
        // hydrates after the paint, only the `client:after-paint` directive's, which fetches the element's
        // file then. There is no other (structured data is not a script that runs).
        const afterPaint = islands.length > 0 && everyLanguage(afterPaintPages).includes(page);
        expect(source.match(/<script(?![^>]*\b(src=|type="application\/ld\+json"))[^>]*>/g)?.length ?? 0, page).toBe(
          inline.length + (islands.length === 0 ? 0 : afterPaint ? 1 : 2),
        );
        expect(islandRuntimeFileOf(source) !== undefined, `${page}: Astro's island element from a file`).toBe(
          afterPaint,
        );
        expect(source.includes('customElements.define("astro-island"'), `${page}: Astro's island element inline`).toBe(
          islands.length > 0 && !afterPaint,
        );
      }
    }
  });
});

describe("island words in the build", () => {
  it("every template an island shows is filled in: no page says {0} outside its islands' props (and its scripts' regular expressions)", () => {
    const unfilled = (page: string) =>
      read(page)
        .replace(/\sprops="[^"]*"|<script\b[^>]*>[\s\S]*?<\/script>/g, "")
        .match(/\{\d+\}/g) ?? [];
    expect(read("/")).toMatch(/\sprops="[^"]*\{0\}/);
    for (const page of pages) expect(unfilled(page), page).toEqual([]);
  });
});

describe("page metadata in the build", () => {
  const hashes: ScriptHashes = JSON.parse(readFileSync(scriptHashesFile, "utf8"));

  it("prerenders every indexable and noindex page, and each game's", () => {
    expect(Object.keys(hashes).sort()).toEqual(
      everyLanguage([...indexablePages, ...gamePages, ...noindexPages]).sort(),
    );
  });
  it("gives every page a title, a description, a canonical URL, Open Graph and Twitter tags", () => {
    for (const page of Object.keys(hashes)) {
      const html = read(page);
      expect(html, page).toMatch(/<title>[^<]+<\/title>/);
      expect(html, page).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html, page).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/);
      expect(html, page).toContain('property="og:image" content="https://');
      expect(html, page).toContain('name="twitter:card" content="summary_large_image"');
      expect(html, page).toContain('rel="manifest" href="/site.webmanifest"');
      expect(html, page).toContain('rel="apple-touch-icon"');
    }
  });
  it("marks the utility, redirect and 404 pages noindex", () => {
    for (const page of everyLanguage(noindexPages))
      expect(read(page), page).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });
  it("lets search engines index the pages of the sitemap", () => {
    const sitemap = readFileSync(join(buildRoot, "sitemap.xml"), "utf8");
    for (const page of everyLanguage(indexablePages)) {
      expect(sitemap).toContain(`${page}</loc>`);
      expect(read(page), page).toContain('<meta name="robots" content="index, follow"/>');
    }
  });
  it("ships the share image and icons the tags point to", () => {
    for (const file of [
      "og-image.png",
      "icon-192.png",
      "icon-512.png",
      "apple-touch-icon.png",
      "favicon.svg",
      "site.webmanifest",
    ]) {
      expect(existsSync(join(buildRoot, file)), file).toBe(true);
    }
    const png = readFileSync(join(buildRoot, "og-image.png"));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

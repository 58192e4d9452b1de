// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the page that failed.
/**
 * Byte budgets and page metadata, read from the build output (deterministic, unlike timings).
 * Needs `npm run build` first; skipped with a message otherwise (npm test builds before the browser tests).
 * 1 KB = 1000 bytes, gzip level 9 as precompressed by postbuild.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { gzipSync } from "node:zlib";
import {
  buildRoot,
  byteBudgets,
  inlineCss,
  pageAssets,
  pageFile,
  pageBootScripts,
  pageIslands,
  pagesWithoutJavaScript,
  scriptHashesFile,
  type ScriptHashes,
} from "./build-manifest.ts";
import { indexablePaths, inEveryLanguage, noindexPaths } from "./site-map.ts";

const budgets = byteBudgets;

const built = existsSync(scriptHashesFile) && existsSync(join(buildRoot, "index.html"));
if (!built) console.warn("scripts/budgets.test.ts: build/ is missing, skipping the budget checks (run `npm run build`).");

const gz = (url: string) => statSync(join(buildRoot, `${url}.gz`)).size;
const pages = built ? Object.keys(JSON.parse(readFileSync(scriptHashesFile, "utf8")) as ScriptHashes) : [];
const read = (page: string) => readFileSync(join(buildRoot, pageFile(page)), "utf8");

describe.skipIf(!built)("byte budgets", () => {
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
  if (built) {
    for (const page of pages.filter((path) => !/^\/(pt-br|es|id|vi|th|fil|ru|ar)(\/|$)/.test(path))) {
      const { js, gzip, brotli, onDemandGzip } = jsOf(page);
      console.info(`${page}: JS ${gzip} B gzip, ${brotli} B brotli in ${js.length} files (on demand ${onDemandGzip} B gzip); HTML ${gz(`/${pageFile(page)}`)} B gzip`);
    }
  }

  it(`the landing page loads at most ${budgets.landingJsBrotli / 1000} KB of JavaScript (brotli, as served), in every language`, () => {
    for (const landing of inEveryLanguage(["/"])) {
      const { js, brotli } = jsOf(landing);
      expect(js.length, landing).toBeGreaterThan(0);
      expect(brotli, landing).toBeLessThanOrEqual(budgets.landingJsBrotli);
    }
  });
  it(`every page loads at most ${budgets.pageJsGzip / 1000} KB of JavaScript up front (gzip)`, () => {
    for (const page of pages) expect(jsOf(page).gzip, page).toBeLessThanOrEqual(budgets.pageJsGzip);
  });
  it("a page loads the same JavaScript in every language, and no words: they are in the page", () => {
    const words = ["Script Copied!", "Joining Roblox Game...", "AdBlock Detected", "Official Reseller", "Supported Games"];
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
  it(`every page's HTML, stylesheet included, fits in ${budgets.pageHtmlGzip / 1000} KB (gzip): one round trip to first paint`, () => {
    for (const page of pages) expect(gz(`/${pageFile(page)}`), page).toBeLessThanOrEqual(budgets.pageHtmlGzip);
  });
  it("pages with nothing interactive carry 0 bytes of JavaScript", () => {
    for (const page of inEveryLanguage(pagesWithoutJavaScript)) {
      const source = read(page);
      expect(source, page).not.toMatch(/<script\b/i);
      expect(source, page).not.toContain("modulepreload");
      expect(pageAssets(source).js, page).toEqual([]);
    }
  });
  it("the README's table of JavaScript per page gives the bytes as built (KB = 1000 B, to 0.1 KB)", () => {
    const readme = readFileSync(join(import.meta.dirname, "..", "README.md"), "utf8");
    const table = readme.slice(readme.indexOf("| page | JS up front | files | on demand |"));
    const rows = [...table.matchAll(/^\| `(\/[a-z]*)` \| ([\d.]+) \/ ([\d.]+) KB \| (\d+) \| ([\d.]+ KB gzip|0)\b/gm)];
    expect(rows.length).toBeGreaterThanOrEqual(7);
    const kb = (bytes: number) => (bytes / 1000).toFixed(1);
    for (const [, page, gzip, brotli, files, onDemand] of rows) {
      const measured = jsOf(page!);
      expect([gzip, brotli, Number(files), onDemand === "0" ? "0" : onDemand!.split(" ")[0]], `README row ${page}`).toEqual([
        kb(measured.gzip),
        kb(measured.brotli),
        measured.js.length,
        measured.onDemandGzip === 0 ? "0" : kb(measured.onDemandGzip),
      ]);
    }
  });
  it("no page loads React Router: no route manifest, no hydration data, no client router", () => {
    for (const page of pages) {
      const source = read(page);
      expect(source, page).not.toMatch(/__reactRouter|__staticRouterHydrationData/);
      for (const url of jsOf(page).js) expect(readFileSync(join(buildRoot, url), "utf8"), url).not.toMatch(/__reactRouter|createBrowserRouter|HydratedRouter/);
    }
  });
  it("a page with islands asks for all its modules at once (modulepreload in <head>), and loads each island's entry once", () => {
    for (const page of pages) {
      const source = read(page);
      const head = source.slice(0, source.indexOf("</head>"));
      const preloads = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]).sort();
      expect(preloads, page).toEqual(jsOf(page).js.sort());
      const modules = [...source.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
      expect(modules.length, page).toBe(pageIslands(source).length > 0 ? 1 : 0);
    }
  });
});

describe.skipIf(!built)("which pages load which scripts, as the README says", () => {
  // The README's table (section "Scripts per page"): page(s) | inline scripts | islands.
  const readme = readFileSync(join(import.meta.dirname, "..", "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("### Scripts per page"));
  const rows = [...section.slice(0, section.indexOf("\n\n", section.indexOf("| ---"))).matchAll(/^\| (.+?) \| (.+?) \| (.+?) \|$/gm)]
    .slice(2)
    .map(([, paths, inline, islands]) => ({
      paths: [...paths!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!),
      inline: [...inline!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!),
      islands: [...islands!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!),
    }));

  it("lists every page once", () => {
    expect(rows.flatMap((row) => row.paths).sort()).toEqual([...indexablePaths, ...noindexPaths].sort());
  });
  it("in every language, each page runs exactly the inline scripts and islands the README lists", () => {
    for (const row of rows) {
      for (const page of inEveryLanguage(row.paths)) {
        const source = read(page);
        expect(pageBootScripts(source).sort(), `${page}: inline scripts`).toEqual([...row.inline].sort());
        expect(pageIslands(source).sort(), `${page}: islands`).toEqual([...row.islands].sort());
        // Every inline script is a boot script (hashed for the CSP); there is no other.
        expect(source.match(/<script(?![^>]*\bsrc=)[^>]*>/g)?.length ?? 0, page).toBe(row.inline.length);
      }
    }
  });
});

describe.skipIf(!built)("page metadata in the build", () => {
  const hashes: ScriptHashes = built ? JSON.parse(readFileSync(scriptHashesFile, "utf8")) : {};

  it("prerenders every indexable and noindex page", () => {
    expect(Object.keys(hashes).sort()).toEqual(inEveryLanguage([...indexablePaths, ...noindexPaths]).sort());
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
    for (const page of inEveryLanguage(noindexPaths)) expect(read(page), page).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });
  it("lets search engines index the pages of the sitemap", () => {
    const sitemap = readFileSync(join(buildRoot, "sitemap.xml"), "utf8");
    for (const page of inEveryLanguage(indexablePaths)) {
      expect(sitemap).toContain(`${page}</loc>`);
      const html = read(page);
      // Placeholder pages (description = the bare route name) are still being written by their own issue.
      if (html.includes(`<meta name="description" content="${page.slice(1)}"/>`)) continue;
      expect(html, page).toContain('<meta name="robots" content="index, follow"/>');
    }
  });
  it("ships the share image and icons the tags point to", () => {
    for (const file of ["og-image.png", "icon-192.png", "icon-512.png", "apple-touch-icon.png", "favicon.svg", "site.webmanifest"]) {
      expect(existsSync(join(buildRoot, file)), file).toBe(true);
    }
    const png = readFileSync(join(buildRoot, "og-image.png"));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

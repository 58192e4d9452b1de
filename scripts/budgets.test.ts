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
  const html = built ? read("/") : "";
  const { js } = pageAssets(html);
  const jsBytes = js.reduce((sum, url) => sum + gz(url), 0);
  console.info(`landing page, gzip: JS ${jsBytes} B in ${js.length} files, HTML with its CSS ${gz("/index.html")} B`);

  it(`the landing page loads at most ${budgets.landingJsGzip / 1000} KB of JavaScript (gzip), in every language`, () => {
    expect(js.length).toBeGreaterThan(0);
    expect(jsBytes).toBeLessThanOrEqual(budgets.landingJsGzip);
    for (const landing of inEveryLanguage(["/"])) {
      const assets = pageAssets(read(landing)).js;
      const bytes = assets.reduce((sum, url) => sum + gz(url), 0);
      expect(bytes, landing).toBeLessThanOrEqual(budgets.landingJsGzip);
      // One language's words per page: no other language's message chunk is loaded.
      const own = landing.split("/")[1] || "en";
      const languageChunks = assets.map((url) => /^\/assets\/(en|pt-br|es|id|vi|th|fil|ru|ar)-[\w]{8}\.js$/.exec(url)?.[1]).filter(Boolean);
      expect(languageChunks.length, landing).toBeGreaterThan(0);
      expect(new Set(languageChunks), landing).toEqual(new Set([own]));
    }
  });
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
  it("pages with React ask for their modules at once (modulepreload), and those are the modules they import", () => {
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads.length).toBeGreaterThan(0);
    expect(html.indexOf("modulepreload")).toBeLessThan(html.indexOf("</head>"));
    for (const url of preloads) expect(js, url).toContain(url);
  });
  it("does not put the toast library on the first screen's critical path", () => {
    for (const url of js) expect(readFileSync(join(buildRoot, url), "utf8"), url).not.toContain("data-sonner-toaster");
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

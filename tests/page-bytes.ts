/**
 * What the byte budgets measure in a built page (scripts/budgets.test.ts checks them, scripts/bench.ts
 * prints them): the budgets, a page's inline scripts as received, its inline stylesheet.
 */
import { brotliCompressSync, constants } from "node:zlib";

/**
 * Byte budgets (1 KB = 1000 B, as precompressed by postbuild), enforced by budgets.test.ts and
 * reported by bench.ts (decision 0012):
 * - the landing page's JavaScript as received: its modules brotli as served and its inline scripts
 *   (inlineScriptsBrotli), 0.73 of a template SPA's 96,404 B (decision 0016);
 * - every page's JavaScript loaded up front, gzip (React's client alone is about 68.5 KB of it);
 * - the stylesheet, which every page carries inline;
 * - every page's HTML as received (brotli), its stylesheet and its islands' data included: the first
 *   paint in one round trip (with its headers, about 1.2 KB, within TCP's first flight of 14,600 B).
 */
export const byteBudgets = {
  landingJsBrotli: 70_000,
  pageJsGzip: 80_000,
  cssGzip: 12_000,
  pageHtmlBrotli: 13_000,
} as const;

/** The text of every inline <script> in an HTML document. */
export const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1]!);

/**
 * A page's inline scripts as received: each one's text brotli-compressed on its own (they travel in
 * the page, which is served brotli-compressed; counted alone, each costs at least what it adds there).
 */
export function inlineScriptsBrotli(html: string): number {
  const brotli = (code: string) =>
    brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return inlineScripts(html).reduce((sum, code) => sum + brotli(code), 0);
}

/** The file of Astro's island element a page names for its after-paint directive to fetch (app/lib/island-runtime.ts). */
export const islandRuntimeFileOf = (html: string) =>
  /<script data-island-runtime="(\/assets\/island-[\w-]{8}\.js)">/.exec(html)?.[1];

/** The text of a page's inline <style> elements (the stylesheet postbuild put there). */
export function inlineCss(html: string): string {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("");
}

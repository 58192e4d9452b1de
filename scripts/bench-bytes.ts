/** `npm run bench`, part 1: the bytes each page loads up front, from the build's precompressed files, and the budgets. */
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { buildRoot, pageAssets } from "./build-manifest.ts";
import { byteBudgets, inlineCss, inlineScriptsBrotli } from "../tests/page-bytes.ts";
import { pageFile } from "../app/rules/table.ts";

export interface Bytes {
  route: string;
  html: { gzip: number; brotli: number };
  /** The stylesheet inside the page (part of the HTML's bytes, measured alone). */
  css: { gzip: number; brotli: number };
  /** Its modules, and its inline scripts each brotli-compressed alone (`inlineBrotli`). */
  js: { gzip: number; brotli: number; files: number; inlineBrotli: number };
  /** JavaScript the page loads only on demand (the ad-block modal, a made join link's result). */
  onDemand: { gzip: number; brotli: number; files: number };
}

function routeBytes(page: string): Bytes {
  const file = join(buildRoot, pageFile(page));
  const html = readFileSync(file, "utf8");
  const { js, onDemand } = pageAssets(html);
  const css = inlineCss(html);
  const size = (path: string, ext: "gz" | "br") => statSync(`${path}.${ext}`).size;
  const sum = (urls: string[], ext: "gz" | "br") =>
    urls.reduce((total, url) => total + size(join(buildRoot, url), ext), 0);
  return {
    route: page,
    html: { gzip: size(file, "gz"), brotli: size(file, "br") },
    css: {
      gzip: gzipSync(css, { level: 9 }).length,
      brotli: brotliCompressSync(css, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    },
    js: { gzip: sum(js, "gz"), brotli: sum(js, "br"), files: js.length, inlineBrotli: inlineScriptsBrotli(html) },
    onDemand: { gzip: sum(onDemand, "gz"), brotli: sum(onDemand, "br"), files: onDemand.length },
  };
}

export const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** Prints each of `pages`' bytes and the budgets' check; returns the figures (the landing page's apart). */
export function printBytes(pages: string[]) {
  const bytes = pages.map((page) => routeBytes(page));
  console.log("\nBytes each page loads up front (KB = 1000 B)");
  console.table(
    bytes.map((b) => ({
      route: b.route,
      "HTML gz": kb(b.html.gzip),
      "HTML br": kb(b.html.brotli),
      "CSS gz": kb(b.css.gzip),
      "CSS br": kb(b.css.brotli),
      "JS gz": kb(b.js.gzip),
      "JS br": kb(b.js.brotli),
      "JS files": b.js.files,
      "inline JS br": kb(b.js.inlineBrotli),
      "on demand JS gz": kb(b.onDemand.gzip),
    })),
  );
  const home = bytes.find((b) => b.route === "/")!;
  const budgetCheck = {
    // Modules and inline scripts, as received (tests/page-bytes.ts).
    landingJsBrotli: {
      value: home.js.brotli + home.js.inlineBrotli,
      budget: byteBudgets.landingJsBrotli,
      ok: home.js.brotli + home.js.inlineBrotli <= byteBudgets.landingJsBrotli,
    },
    pageJsGzip: {
      value: Math.max(...bytes.map((b) => b.js.gzip)),
      budget: byteBudgets.pageJsGzip,
      ok: bytes.every((b) => b.js.gzip <= byteBudgets.pageJsGzip),
    },
    cssGzip: { value: home.css.gzip, budget: byteBudgets.cssGzip, ok: home.css.gzip <= byteBudgets.cssGzip },
    // The HTML carries the stylesheet inline (one round trip to first paint): the largest page counts.
    pageHtmlBrotli: {
      value: Math.max(...bytes.map((b) => b.html.brotli)),
      budget: byteBudgets.pageHtmlBrotli,
      ok: bytes.every((b) => b.html.brotli <= byteBudgets.pageHtmlBrotli),
    },
  };
  console.table(budgetCheck);
  return { bytes, home, budgetCheck };
}

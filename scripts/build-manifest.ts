/** Where the build lives and what postbuild writes for the server. Shared by postbuild, serve and the deploy configs. */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const projectRoot = join(import.meta.dirname, "..");
export const buildRoot = join(projectRoot, "build", "client");
/** Written by postbuild: URL path of each prerendered page → SHA-256 hashes of its inline scripts. */
export const scriptHashesFile = join(projectRoot, "build", "script-hashes.json");
/** Generated deploy files that depend on the build (the nginx CSP map). */
export const deployBuildDir = join(projectRoot, "build", "deploy");
/** The catch-all page, moved from 404/index.html to 404.html by postbuild (Netlify and Cloudflare Pages serve it for unknown paths). */
export const notFoundFile = "404.html";

export type ScriptHashes = Record<string, string[]>;

/** "index.html" → "/", "terms/index.html" → "/terms", "404/index.html" and "404.html" → "/404". */
export function htmlFileToPath(file: string): string {
  const normalized = file.replace(/\\/g, "/");
  if (normalized === notFoundFile) return "/404";
  const path = "/" + normalized.replace(/(^|\/)index\.html$/, "");
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** SHA-256 CSP sources of every inline <script> in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(`sha256-${createHash("sha256").update(match[1], "utf8").digest("base64")}`);
  }
  return [...new Set(hashes)];
}

/** The JS and CSS a prerendered page loads up front: the modules its inline script imports, their static imports, and its stylesheets. */
export function pageAssets(html: string, root = buildRoot): { js: string[]; css: string[] } {
  const js = new Set([...html.matchAll(/["'](\/assets\/[\w.-]+\.js)["']/g)].map((m) => m[1]));
  // Follow the static imports of each chunk: the page loads those before it can hydrate. Dynamic
  // `import("./x.js")` (loaded later, like the toast library) is not followed.
  for (const url of js) {
    const file = join(root, url);
    if (!existsSync(file)) continue;
    for (const match of readFileSync(file, "utf8").matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)) {
      js.add(`/assets/${match[1]}`);
    }
  }
  const css = new Set([...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"/g)].map((m) => m[1]));
  return { js: [...js], css: [...css] };
}

/** Build file of a page path: "/" → index.html, "/404" → 404.html, "/terms" → terms/index.html. */
export function pageFile(page: string): string {
  return page === "/" ? "index.html" : page === "/404" ? notFoundFile : `${page.slice(1)}/index.html`;
}

/** Byte budgets of the landing page (gzip, 1 KB = 1000 B): enforced by budgets.test.ts, reported by bench.ts. */
export const byteBudgets = { landingJsGzip: 120_000, cssGzip: 12_000, landingHtmlPlusCssGzip: 14_000 } as const;

/**
 * Removes React Router's `<link rel="modulepreload">` hints from a prerendered page. The page's
 * inline module script still imports the same files, so hydration is unchanged, but on a slow
 * phone connection the ~120 KB of JavaScript no longer competes with the stylesheet for the first
 * paint. Measured with Lighthouse (mobile preset) on `/`: FCP 1.95 s → 0.95 s, LCP 1.95 s → 1.06 s,
 * performance 98 → 100 (docs/decisions/0005-paint-before-javascript.md). React re-adds the hints
 * after hydration, when they cost nothing.
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload" href="[^"]*"\/?>/g, "");
}

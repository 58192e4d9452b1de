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

/**
 * The JS and CSS a prerendered page loads up front (the module scripts and modulepreloads postbuild
 * gave it, and their static imports), and the JS it may load later on demand (dynamic `import()`:
 * the ad-block modal once a blocker is found, a made join link's result), not counted in `js`.
 */
export function pageAssets(html: string, root = buildRoot): { js: string[]; css: string[]; onDemand: string[] } {
  const js = new Set([...html.matchAll(/["'](\/assets\/[\w.-]+\.js)["']/g)].map((m) => m[1]));
  const imports = (url: string, pattern: RegExp) => {
    const file = join(root, url);
    return existsSync(file)
      ? [...readFileSync(file, "utf8").matchAll(pattern)].map((match) => `/assets/${match[1]}`)
      : [];
  };
  const staticImport = /(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g;
  const dynamicImport = /import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g;
  for (const url of js) for (const imported of imports(url, staticImport)) js.add(imported);
  const later = new Set<string>();
  for (const url of [...js, ...later]) {
    for (const imported of imports(url, dynamicImport)) if (!js.has(imported)) later.add(imported);
  }
  for (const url of later)
    for (const imported of imports(url, staticImport)) if (!js.has(imported)) later.add(imported);
  const css = new Set([...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"/g)].map((m) => m[1]));
  return { js: [...js], css: [...css], onDemand: [...later] };
}

/** Build file of a page path: "/" → index.html, "/404" → 404.html, "/terms" → terms/index.html. */
export function pageFile(page: string): string {
  return page === "/" ? "index.html" : page === "/404" ? notFoundFile : `${page.slice(1)}/index.html`;
}

/**
 * Byte budgets (1 KB = 1000 B, as precompressed by postbuild), enforced by budgets.test.ts and
 * reported by bench.ts (decision 0012):
 * - the landing page's JavaScript, brotli as served: 0.7 of a template SPA's 96,404 B;
 * - every page's JavaScript loaded up front, gzip (React's client alone is about 68.5 KB of it);
 * - the stylesheet, which every page carries inline;
 * - every page's HTML, its stylesheet and its islands' data included: the first paint in one round
 *   trip (about 14 KB fit in TCP's first flight).
 */
export const byteBudgets = {
  landingJsBrotli: 67_000,
  pageJsGzip: 80_000,
  cssGzip: 12_000,
  pageHtmlGzip: 14_000,
} as const;

/** Pages with nothing for JavaScript to do: not one byte of it, not even inline. */
export const pagesWithoutJavaScript = ["/terms", "/privacy", "/reseller-tos", "/showcaser-tos", "/getkey"] as const;

/** The inline boot scripts of a page (`<script data-boot="name">`, app/boot/), by function name, in page order. */
export function pageBootScripts(html: string): string[] {
  return [...html.matchAll(/<script data-boot="([\w$]*)">/g)].map((match) => match[1]!);
}

/** The text of a page's inline <style> elements (the stylesheet postbuild put there). */
export function inlineCss(html: string): string {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("");
}

/**
 * Minifies the page's own inline scripts (`<script data-boot>`, from app/boot/; serialized from the
 * unminified prerender build) with `minify`.
 */
export function minifyBootScripts(html: string, minify: (code: string) => string): string {
  return html.replace(/<script data-boot="([\w$]*)">([\s\S]*?)<\/script>/g, (_, name: string, code: string) => {
    const small = minify(code);
    if (/<\/script|<!--/i.test(small))
      throw new Error(`a minified boot script would end its <script> early: ${small.slice(0, 80)}`);
    return `<script data-boot="${name}">${small}</script>`;
  });
}

/** Vite's build manifest of the island build (islands.vite.config.ts): source path or chunk key → output. */
export type IslandManifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>;

/** The islands a prerendered page contains (`data-island="…"`, app/islands/island.tsx), each once, in page order. */
export function pageIslands(html: string): string[] {
  return [...new Set([...html.matchAll(/<div data-island="([a-z][a-z0-9-]*)"/g)].map((match) => match[1]!))];
}

/** The name of the island build's entry for a set of islands (sorted): "games_loader-command_status-notice". */
export function islandSetName(islands: readonly string[]): string {
  return [...islands].sort().join("_");
}

/** Where the island build writes the entry of a set (relative to the project; also its key in the build manifest). */
export function islandEntryFile(setName: string): string {
  return `build/island-entries/${setName}.ts`;
}

/**
 * Gives a page the module scripts of the islands it contains, and only those: the entry of its set
 * of islands (`<script type="module">`) and a modulepreload for every chunk it imports, directly or not (so the browser fetches them at once instead of discovering them one import at a time), at
 * the end of <head>. A page without islands is returned unchanged: it loads no module at all.
 */
export function addIslandScripts(html: string, manifest: IslandManifest): { html: string; js: string[] } {
  const islands = pageIslands(html);
  if (islands.length === 0) return { html, js: [] };
  const key = islandEntryFile(islandSetName(islands));
  if (!manifest[key]?.isEntry)
    throw new Error(
      `addIslandScripts: the page has the islands ${islands.join(", ")}, but the island build has no entry ${key}`,
    );
  const entries = [key];
  const chunks = new Set<string>();
  const visit = (chunk: string) => {
    for (const imported of manifest[chunk]?.imports ?? []) {
      if (chunks.has(imported)) continue;
      chunks.add(imported);
      visit(imported);
    }
  };
  entries.forEach(visit);
  const url = (chunk: string) => `/${manifest[chunk]!.file}`;
  const preloads = [...entries, ...[...chunks].filter((chunk) => !entries.includes(chunk))].map(url);
  const scripts = entries.map(url);
  if (!html.includes("</head>") || !html.includes("</body>"))
    throw new Error("addIslandScripts: the page has no </head> or </body>");
  const hints = preloads.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("");
  const tags = scripts.map((src) => `<script type="module" async="" src="${src}"></script>`).join("");
  return { html: html.replace("</head>", `${hints}</head>`).replace("</body>", `${tags}</body>`), js: preloads };
}

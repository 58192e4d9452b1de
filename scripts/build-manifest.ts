/** Where the build lives, and what postbuild reads from it and writes for the server. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { notFoundFile } from "../app/rules/table.ts";

export const projectRoot = join(import.meta.dirname, "..");
export const buildRoot = join(projectRoot, "build", "client");
/** Written by postbuild: URL path of each prerendered page → the script hashes its policy allows (every page's). */
export const scriptHashesFile = join(projectRoot, "build", "script-hashes.json");
/** Generated deploy files that depend on the build (the nginx CSP map). */
export const deployBuildDir = join(projectRoot, "build", "deploy");

/** "index.html" → "/", "terms/index.html" → "/terms", "404.html" → "/404". */
export function htmlFileToPath(file: string): string {
  const normalized = file.replace(/\\/g, "/");
  if (normalized === notFoundFile) return "/404";
  return "/" + normalized.replace(/(^|\/)index\.html$/, "");
}

/**
 * The JS and CSS a prerendered page loads up front (the modules its `<astro-island>`s name and their
 * static imports), and the JS it may load later (`import()`: the ad-block modal, a join link's result).
 */
export function pageAssets(html: string, root = buildRoot): { js: string[]; css: string[]; onDemand: string[] } {
  const js = new Set([...html.matchAll(/["'](\/assets\/[\w.-]+\.js)["']/g)].map((m) => m[1]));
  const imports = (url: string, pattern: RegExp) =>
    [...readFileSync(join(root, url), "utf8").matchAll(pattern)].map((match) => `/assets/${match[1]}`);
  const staticImport = /(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g;
  const dynamicImport = /import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g;
  for (const url of js) for (const imported of imports(url, staticImport)) js.add(imported);
  const later = new Set([...js].flatMap((url) => imports(url, dynamicImport)).filter((url) => !js.has(url)));
  for (const url of later)
    for (const imported of imports(url, staticImport)) if (!js.has(imported)) later.add(imported);
  const css = new Set([...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"/g)].map((m) => m[1]));
  return { js: [...js], css: [...css], onDemand: [...later] };
}

/**
 * Preloads every module a page's `client:load` islands load up front: fetched at once, not one round trip
 * after another. Islands that hydrate when the page is idle (`client:idle`) fetch theirs then: preloaded,
 * they would be fetched at high priority while the page paints.
 */
export function addModulePreloads(html: string, root = buildRoot): string {
  const eagerIslands = html.match(/<astro-island\b[^>]*>/g)?.filter((tag) => tag.includes(' client="load"')) ?? [];
  const { js } = pageAssets(eagerIslands.join(""), root);
  if (js.length === 0) return html;
  return html.replace("</head>", `${js.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("")}</head>`);
}

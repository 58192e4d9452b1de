/** Vercel: `vercel.json` (committed) and, on a Vercel build, `.vercel/output/config.json` (Build Output API v3). */
import type { RouteInput } from "@vercel/routing-utils";
import {
  cacheControl,
  defaultContentSecurityPolicy,
  hostConfigPaths,
  tlsSecurityHeaders,
} from "../../app/rules/headers.ts";
import { siteTable, type ScriptHashes } from "../../app/rules/table.ts";
import { escapeRegExp } from "./shared.ts";

/** vercel.json (committed): how Vercel installs and builds; the routes come from .vercel/output at build. */
const vercelSettings = {
  $schema: "https://openapi.vercel.sh/vercel.json",
  framework: null,
  installCommand: "npm install --no-audit --no-fund",
  buildCommand: "npm run build",
  // Used only if the Build Output API directory is absent.
  outputDirectory: "build/static-host",
  cleanUrls: true,
  trailingSlash: false,
  headers: [
    {
      source: "/(.*)",
      headers: Object.entries(tlsSecurityHeaders).map(([key, value]) => ({ key, value })),
    },
    { source: "/assets/(.*)", headers: [{ key: "Cache-Control", value: cacheControl.immutable }] },
  ],
};
export const vercelJson = () => `${JSON.stringify(vercelSettings, null, 2)}\n`;

/**
 * .vercel/output/config.json: resolveRequest's decisions in order: pages (as `<page>.html`), trailing-slash
 * redirects, names never served, headers by kind of file (disjoint patterns), the files, the 404 pages.
 */
export function vercelOutputConfig(hashes: ScriptHashes): { version: 3; routes: RouteInput[] } {
  const { pages, notFound } = siteTable(hashes);
  const headers = (cache: string, policy = defaultContentSecurityPolicy) => ({
    ...tlsSecurityHeaders,
    "Content-Security-Policy": policy,
    "Cache-Control": cache,
  });
  // The language directories with their own not-found page (longest first, as notFoundPageFor picks), then the root one.
  const notFoundRoutes = (pattern: (directory: string) => string) =>
    notFound.map(({ path, directory, policy }) => ({
      src: pattern(directory === "/" ? "" : escapeRegExp(directory)),
      status: 404,
      dest: `${path}.html`,
      headers: headers(cacheControl.html, policy),
    }));
  const hostFiles = hostConfigPaths.map((path) => escapeRegExp(path.slice(1))).join("|");
  const refused = `/(?:.*\\.(?:html?|br|gz)|.*/\\..*|\\..*|/.*|.*//.*|.+/|${hostFiles})$`;
  const routes: RouteInput[] = [];
  for (const { path, policy } of pages) {
    const dest = path === "/" ? "/index.html" : `${path}.html`;
    routes.push({ src: `^${escapeRegExp(path)}$`, dest, headers: headers(cacheControl.html, policy) });
    const redirect = { ...headers(cacheControl.redirect), Location: path };
    if (path !== "/") routes.push({ src: `^${escapeRegExp(path)}/$`, status: 301, headers: redirect });
  }
  routes.push(
    ...notFoundRoutes((directory) => (directory ? `^(?=${directory})${refused}` : `^${refused}`)),
    { src: "^/assets/.*$", headers: headers(cacheControl.immutable), continue: true },
    { src: "^/(?!assets/).*\\.json$", headers: headers(cacheControl.json), continue: true },
    { src: "^/(?!assets/)(?!.*\\.json$).*$", headers: headers(cacheControl.other), continue: true },
    { handle: "filesystem" },
    ...notFoundRoutes((directory) => (directory ? `^${directory}.*$` : "^/.*$")),
  );
  return { version: 3, routes };
}

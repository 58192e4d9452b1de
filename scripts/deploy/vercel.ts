/**
 * Vercel: `vercel.json` (committed: install and build commands, the headers used only without a
 * Build Output) and, during a Vercel build (`VERCEL=1`), `.vercel/output/config.json` (Build
 * Output API v3): a route table that answers like the embedded server over the files of
 * build/static-host. Both are validated and normalised by Vercel's own `@vercel/routing-utils`
 * (`normalizeRoutes`, `getTransformedRoutes`) at build; how the edge then walks the table has no
 * official local tool, so tests/vercel-route-model.ts models it (the one model left).
 */
import { getTransformedRoutes, normalizeRoutes, type RouteInput } from "@vercel/routing-utils";
import { rootNotFoundPage } from "../../app/rules/requests.ts";
import {
  baseSecurityHeaders,
  cacheControl,
  contentSecurityPolicy,
  defaultContentSecurityPolicy,
  hostConfigPaths,
  strictTransportSecurity,
} from "../../app/rules/headers.ts";
import { notFoundFile, type ScriptHashes } from "../build-manifest.ts";
import { escapeRegExp, pagesOf } from "./shared.ts";

/** vercel.json (committed): how Vercel installs and builds; the routes come from .vercel/output at build. */
export function vercelJson(): string {
  return (
    JSON.stringify(
      {
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
            headers: Object.entries({
              ...baseSecurityHeaders,
              "Strict-Transport-Security": strictTransportSecurity,
            }).map(([key, value]) => ({ key, value })),
          },
          { source: "/assets/(.*)", headers: [{ key: "Cache-Control", value: cacheControl.immutable }] },
        ],
      },
      null,
      2,
    ) + "\n"
  );
}

/**
 * .vercel/output/config.json (Build Output API v3): the same decisions as resolveRequest, in order:
 * pages (rewritten to their `<page>.html`), trailing-slash redirects, names never served, headers
 * by kind of file (mutually exclusive patterns, so no order of merging matters), the files, the 404 page.
 */
export function vercelOutputConfig(hashes: ScriptHashes): { version: 3; routes: RouteInput[] } {
  const site = pagesOf(hashes);
  const common = { ...baseSecurityHeaders, "Strict-Transport-Security": strictTransportSecurity };
  const notFoundOf = (page: string) => ({
    ...common,
    "Content-Security-Policy": contentSecurityPolicy(hashes[page] ?? []),
    "Cache-Control": cacheControl.html,
  });
  const notFound = notFoundOf(rootNotFoundPage);
  // The language directories with their own not-found page (longest first, as notFoundPageFor picks).
  const languageNotFound = [...site.notFoundPages]
    .filter((page) => page !== rootNotFoundPage)
    .sort((a, b) => b.length - a.length || a.localeCompare(b))
    .map((page) => ({ page, directory: escapeRegExp(page.slice(0, -"404".length)) }));
  const fileHeaders = (cache: string) => ({
    ...common,
    "Content-Security-Policy": defaultContentSecurityPolicy,
    "Cache-Control": cache,
  });
  const routes: RouteInput[] = [];
  for (const page of [...site.pages].sort()) {
    const headers = {
      ...common,
      "Content-Security-Policy": contentSecurityPolicy(hashes[page]),
      "Cache-Control": cacheControl.html,
    };
    routes.push({ src: `^${escapeRegExp(page)}$`, dest: page === "/" ? "/index.html" : `${page}.html`, headers });
    if (page !== "/") {
      routes.push({
        src: `^${escapeRegExp(page)}/$`,
        status: 301,
        headers: { ...fileHeaders(cacheControl.redirect), Location: page },
      });
    }
  }
  const hostFiles = hostConfigPaths.map((path) => escapeRegExp(path.slice(1))).join("|");
  const refused = `/(?:.*\\.(?:html?|br|gz)|.*/\\..*|\\..*|/.*|.*//.*|.+/|${hostFiles})$`;
  routes.push(
    ...languageNotFound.map(({ page, directory }) => ({
      src: `^(?=${directory})${refused}`,
      status: 404,
      dest: `${page}.html`,
      headers: notFoundOf(page),
    })),
    {
      src: `^${refused}`,
      status: 404,
      dest: `/${notFoundFile}`,
      headers: notFound,
    },
    { src: "^/assets/.*$", headers: fileHeaders(cacheControl.immutable), continue: true },
    { src: "^/(?!assets/).*\\.json$", headers: fileHeaders(cacheControl.json), continue: true },
    { src: "^/(?!assets/)(?!.*\\.json$).*$", headers: fileHeaders(cacheControl.other), continue: true },
    { handle: "filesystem" },
    ...languageNotFound.map(({ page, directory }) => ({
      src: `^${directory}.*$`,
      status: 404,
      dest: `${page}.html`,
      headers: notFoundOf(page),
    })),
    { src: "^/.*$", status: 404, dest: `/${notFoundFile}`, headers: notFound },
  );
  return { version: 3, routes: normalizedRoutes(routes) };
}

/** The route table as Vercel's own validation normalises it; throws with Vercel's message when it refuses it. */
export function normalizedRoutes(routes: RouteInput[]): RouteInput[] {
  const { routes: normalized, error } = normalizeRoutes(routes);
  if (error) throw new Error(`deploy-configs: Vercel refuses the route table (${error.code}): ${error.message}`);
  return normalized ?? [];
}

/** vercel.json's headers, cleanUrls and trailingSlash as Vercel turns them into routes; throws when it refuses them. */
export function vercelJsonRoutes(config: object = JSON.parse(vercelJson())): RouteInput[] {
  const { routes, error } = getTransformedRoutes(config as Parameters<typeof getTransformedRoutes>[0]);
  if (error) throw new Error(`deploy-configs: Vercel refuses vercel.json (${error.code}): ${error.message}`);
  return routes ?? [];
}

/** Netlify and Cloudflare Pages (decision 0011): build/static-host, each HTML file with its CSP in a `<meta>`. */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { rootNotFoundPage, siteIndex, type SiteIndex } from "../../app/rules/requests.ts";
import {
  cacheControl,
  defaultContentSecurityPolicy,
  hostConfigPaths,
  tlsSecurityHeaders,
} from "../../app/rules/headers.ts";
import { buildRoot, deployBuildDir, projectRoot } from "../build-manifest.ts";
import { siteTable, type ScriptHashes } from "../../app/rules/table.ts";
import { generatedNote } from "./shared.ts";

export const staticHostDir = join(projectRoot, "build", "static-host");
/** The script hashes of the static-host copies: build/script-hashes.json's, which allow the language script too. */
export const staticHostHashesFile = join(deployBuildDir, "static-host-script-hashes.json");

/** The one directive a `<meta>` policy cannot carry (browsers ignore it there): `_headers` sends it on every path. */
const headerPolicy = /frame-ancestors [^;]*/.exec(defaultContentSecurityPolicy)![0];
const metaPolicy = (policy: string) => policy.replace(`; ${headerPolicy}`, "");

/**
 * A build/client file's place in build/static-host: pages as `<page>.html` (a language's not-found page as its
 * directory's 404.html: Cloudflare Pages serves the nearest one); no compressed siblings (these hosts compress).
 */
export function staticHostFile(file: string, site: SiteIndex): string | undefined {
  if (/\.(br|gz)$/.test(file) || hostConfigPaths.includes(`/${file}`)) return undefined;
  const page = /^(.+)\/index\.html$/.exec(file)?.[1];
  return page && (site.pages.has(`/${page}`) || site.notFoundPages.has(`/${page}`)) ? `${page}.html` : file;
}

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The policy as a meta, then (pages) the language script: first in <head>, after the charset (first 1024 bytes). */
export function withStaticHostHead(html: string, policy: string, script?: string): string {
  if (!html.includes("<head>")) throw new Error("deploy-configs: a page without <head>");
  const inserted = `<meta http-equiv="Content-Security-Policy" content="${attribute(policy)}"/>${script === undefined ? "" : `<script>${script}</script>`}`;
  return html.replace(/<head>(<meta charSet="utf-8"\/>)?/, (head) => head + inserted);
}

/**
 * Copies build/client into a static host's layout: every HTML file gets its policy, every page the language script
 * `script` if any (none for the Worker's assets: the Worker decides their language).
 */
export function copyStaticHostFiles(target: string, hashes: ScriptHashes, script: string | undefined) {
  const { site, pages, notFound } = siteTable(hashes);
  const heads = new Map<string, [policy: string, script?: string]>([
    ...pages.map(({ file, policy }): [string, [string, string?]] => [file, [policy, script]]),
    ...notFound.map(({ file, policy }): [string, [string]] => [file, [policy]]),
  ]);
  rmSync(target, { recursive: true, force: true });
  for (const entry of readdirSync(buildRoot, { recursive: true, withFileTypes: true })) {
    const from = join(entry.parentPath, entry.name);
    const source = relative(buildRoot, from).replace(/\\/g, "/");
    const destination = entry.isFile() ? staticHostFile(source, site) : undefined;
    if (destination === undefined) continue;
    const to = join(target, destination);
    mkdirSync(dirname(to), { recursive: true });
    const [policy, pageScript] = heads.get(source) ?? [];
    if (policy === undefined) copyFileSync(from, to);
    else writeFileSync(to, withStaticHostHead(readFileSync(from, "utf8"), metaPolicy(policy), pageScript));
  }
}

/** `_headers`: the same three rules for any build. */
export const staticHostHeaders = () => `# ${generatedNote}

# Each HTML file carries its Content-Security-Policy in a <meta> (decision 0011); this adds what a <meta> cannot.

/*
${Object.entries({ ...tlsSecurityHeaders, "Content-Security-Policy": headerPolicy })
  .map(([name, value]) => `  ${name}: ${value}`)
  .join("\n")}

/assets/*
  Cache-Control: ${cacheControl.immutable}

/*.json
  Cache-Control: ${cacheControl.json}
`;

/**
 * `_redirects`: the 404 pages' own URLs answer 404. No trailing-slash rules: Netlify matches rules with and
 * without the slash alike, so "/terms/ → /terms" would loop; Cloudflare Pages redirects "/terms/" itself.
 */
export function staticHostRedirects(hashes: ScriptHashes = {}): string {
  const languages = [...siteIndex(Object.keys(hashes)).notFoundPages].filter((page) => page !== rootNotFoundPage);
  return [
    `# ${generatedNote}`,
    // A language's not-found page also answers (Netlify; not forced, so files still win) any missing path of its
    // directory. Cloudflare Pages serves the nearest 404.html itself.
    ...[rootNotFoundPage, ...languages.sort()].flatMap((page) => [
      `${page}  ${page}.html  404!`,
      `${page}.html  ${page}.html  404!`,
      ...(page === rootNotFoundPage ? [] : [`${page.slice(0, -rootNotFoundPage.length)}/*  ${page}.html  404`]),
    ]),
    "",
  ].join("\n");
}

/** Writes build/static-host and its pages' script hashes, each page with the language script `script`. */
export function writeStaticHost(hashes: ScriptHashes, script: string) {
  writeFileSync(staticHostHashesFile, JSON.stringify(hashes, null, 2));
  copyStaticHostFiles(staticHostDir, hashes, script);
  writeFileSync(join(staticHostDir, "_headers"), staticHostHeaders());
  writeFileSync(join(staticHostDir, "_redirects"), staticHostRedirects(hashes));
}

/** Netlify and Cloudflare Pages (decision 0011): build/static-host, each HTML file with its CSP in a `<meta>`. */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { inlineScript } from "../../app/boot/serialize.ts";
import { redirectToLanguage } from "../../app/boot/locale-redirect.ts";
import { localeCookie, localeQueryParam } from "../../app/i18n/locale-negotiation.ts";
import { publishedLocales } from "../../app/i18n/published.ts";
import { rootNotFoundPage, siteIndex, type SiteIndex } from "../../app/rules/requests.ts";
import {
  cacheControl,
  defaultContentSecurityPolicy,
  hostConfigPaths,
  tlsSecurityHeaders,
} from "../../app/rules/headers.ts";
import { buildRoot, deployBuildDir, projectRoot, scriptHash } from "../build-manifest.ts";
import { siteTable, type ScriptHashes } from "../../app/rules/table.ts";
import { generatedNote } from "./shared.ts";

export const staticHostDir = join(projectRoot, "build", "static-host");
/** The script hashes of the static-host copies (build/script-hashes.json plus the language script). */
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

/** The language rule (app/boot/locale-redirect.ts) as one inline script's text, minified if a minifier is given. */
export function languageScript(minify?: (code: string) => string): string {
  const published = publishedLocales.map(({ tag, prefix }) => ({ tag, prefix }));
  const serialized = inlineScript(redirectToLanguage, published, localeCookie, localeQueryParam);
  // Under tsx (postbuild runs there) esbuild keeps function names with calls to its `__name`
  // helper, which the browser does not have: give the script its own identity stand-in.
  const text = serialized.includes("__name(")
    ? `(function(__name){return ${serialized}})(function(f){return f})`
    : serialized;
  const small = minify ? minify(text).trim() : text;
  if (/<\/script|<!--/i.test(small))
    throw new Error("deploy-configs: the language script would end its <script> early");
  return small;
}

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The policy as a meta, then (pages) the language script: first in <head>, after the charset (first 1024 bytes). */
export function withStaticHostHead(html: string, policy: string, script?: string): string {
  if (!html.includes("<head>")) throw new Error("deploy-configs: a page without <head>");
  const inserted = `<meta http-equiv="Content-Security-Policy" content="${attribute(policy)}"/>${script === undefined ? "" : `<script>${script}</script>`}`;
  return html.replace(/<head>(<meta charSet="utf-8"\/>)?/, (head) => head + inserted);
}

/** Every page (not the not-found pages) also runs the language script: no Accept-Language on a static host. */
export function staticHostHashes(hashes: ScriptHashes, script: string): ScriptHashes {
  const site = siteIndex(Object.keys(hashes));
  return Object.fromEntries(
    Object.entries(hashes).map(([page, list]) => [page, site.pages.has(page) ? [scriptHash(script), ...list] : list]),
  );
}

/** Copies build/client into a static host's layout: every HTML file gets its policy, every page the language script. */
export function copyStaticHostFiles(target: string, staticHashes: ScriptHashes, script: string) {
  const { site, pages, notFound } = siteTable(staticHashes);
  const heads = new Map<string, [policy: string, script?: string]>([
    ...pages.map(({ file, policy }): [string, [string, string]] => [file, [policy, script]]),
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

/** Writes build/static-host and its pages' script hashes; returns those and the language script (Vercel copies them). */
export function writeStaticHost(hashes: ScriptHashes, minify?: (code: string) => string) {
  const script = languageScript(minify);
  const staticHashes = staticHostHashes(hashes, script);
  writeFileSync(staticHostHashesFile, JSON.stringify(staticHashes, null, 2));
  copyStaticHostFiles(staticHostDir, staticHashes, script);
  writeFileSync(join(staticHostDir, "_headers"), staticHostHeaders());
  writeFileSync(join(staticHostDir, "_redirects"), staticHostRedirects(staticHashes));
  return { script, staticHashes };
}

/**
 * Netlify and Cloudflare Pages: the publish directory `build/static-host` (decision 0011).
 *
 * - The site without precompressed siblings (these hosts compress), each page as `<page>.html`
 *   (served at `/<page>`), each language's not-found page as `<prefix>/404.html`.
 * - Every HTML file carries its own Content-Security-Policy in a `<meta http-equiv>` right after
 *   its charset, before any script: the SHA-256 hashes of its own inline scripts. A page also runs
 *   the language rule as its first script (these hosts cannot read Accept-Language).
 * - `_headers` holds a handful of rules: the common headers and what a meta policy cannot carry
 *   (`frame-ancestors`) on every path, cache rules for hashed assets and JSON. `_redirects`
 *   answers the not-found pages' own URLs with 404 (Netlify).
 * - Both files are held to the hosts' documented limits at build (`checkStaticHostLimits`).
 *
 * Tested in Cloudflare's own runtime (`wrangler pages dev`, server/request-cases.test.ts and the
 * Playwright "cloudflare" project) and with Netlify's own parsers and redirect matcher
 * (scripts/deploy/netlify.test.ts).
 */
import { createHash } from "node:crypto";
import { join } from "node:path";
import { inlineScript } from "../../app/boot/serialize.ts";
import { redirectToLanguage } from "../../app/boot/locale-redirect.ts";
import { localeCookie, localeQueryParam } from "../../app/i18n/locale-negotiation.ts";
import { publishedLocales } from "../../app/i18n/published.ts";
import { rootNotFoundPage, siteIndex, type SiteIndex } from "../../app/rules/requests.ts";
import {
  baseSecurityHeaders,
  cacheControl,
  contentSecurityPolicy,
  hostConfigPaths,
  strictTransportSecurity,
} from "../../app/rules/headers.ts";
import { deployBuildDir, projectRoot } from "../build-manifest.ts";
import { notFoundFile, pageFile, type ScriptHashes } from "../../app/rules/table.ts";
import { siteTable } from "../../app/rules/table.ts";
import { generatedNote } from "./shared.ts";

/** The Netlify / Cloudflare Pages publish directory. */
export const staticHostDir = join(projectRoot, "build", "static-host");
/** The script hashes of the static-host copies of the pages (build/script-hashes.json plus the language script). */
export const staticHostHashesFile = join(deployBuildDir, "static-host-script-hashes.json");

/**
 * The hosts' documented limits (rules past them are dropped without an error, so the build stops
 * first). Cloudflare Pages: 100 `_headers` rules, 2,000 characters per line; 2,000 static and 100
 * dynamic redirects, 1,000 characters each. Netlify documents none lower.
 */
export const staticHostLimits = {
  headerRules: 100,
  headerLineLength: 2_000,
  staticRedirects: 2_000,
  dynamicRedirects: 100,
  redirectLineLength: 1_000,
} as const;

/** Directives a `<meta>` policy cannot deliver (the CSP spec ignores them there): sent as a header. */
const headerOnlyDirectives = ["frame-ancestors", "report-uri", "sandbox"];
const directives = (policy: string) =>
  policy
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean);
const isHeaderOnly = (directive: string) => headerOnlyDirectives.includes(directive.split(/\s+/)[0]!);

/** A page's policy as its `<meta http-equiv="Content-Security-Policy">` carries it. */
export const metaPolicy = (policy: string) =>
  directives(policy)
    .filter((directive) => !isHeaderOnly(directive))
    .join("; ");

/** The header policy on every path: only what a meta policy cannot carry, so it never narrows a page's scripts. */
export const headerPolicy = directives(contentSecurityPolicy([])).filter(isHeaderOnly).join("; ");

/** Where a file of build/client goes in build/static-host: pages flattened to `<page>.html`; precompressed siblings and host files left out. */
export function staticHostFile(file: string, site: SiteIndex): string | undefined {
  const normalized = file.replace(/\\/g, "/");
  if (/\.(br|gz)$/.test(normalized) || (hostConfigPaths as readonly string[]).includes(`/${normalized}`))
    return undefined;
  for (const page of site.pages) if (page !== "/" && pageFile(page) === normalized) return `${page.slice(1)}.html`;
  // A language's not-found page as its directory's 404.html: Cloudflare Pages serves the nearest one.
  for (const page of site.notFoundPages)
    if (page !== rootNotFoundPage && pageFile(page) === normalized) return `${page.slice(1)}.html`;
  return normalized;
}

/**
 * The language rule for hosts that cannot read Accept-Language or set cookies
 * (app/boot/locale-redirect.ts): the text of one inline script, minified when a minifier is given.
 */
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

/** The CSP source of an inline script's text. */
export const scriptHash = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * A static-host copy of an HTML file: its policy as a meta element, then (pages only) the language
 * script, first in its <head> (right after `<meta charset>` when that opens it, so the charset
 * stays within the first 1024 bytes and no script comes before the policy).
 */
export function withStaticHostHead(html: string, policy: string, script?: string): string {
  const inserted = `<meta http-equiv="Content-Security-Policy" content="${attribute(policy)}"/>${script === undefined ? "" : `<script>${script}</script>`}`;
  const charset = /<head>(<meta charSet="utf-8"\/>)/i.exec(html);
  if (charset) return html.replace(charset[0], `<head>${charset[1]}${inserted}`);
  if (!html.includes("<head>")) throw new Error("deploy-configs: a page without <head>");
  return html.replace("<head>", `<head>${inserted}`);
}

/** The script hashes of the static-host copies: every page (not the not-found pages) also runs the language script. */
export function staticHostHashes(hashes: ScriptHashes, script: string): ScriptHashes {
  const site = siteIndex(Object.keys(hashes));
  return Object.fromEntries(
    Object.entries(hashes).map(([page, list]) => [page, site.pages.has(page) ? [scriptHash(script), ...list] : list]),
  );
}

/**
 * The HTML files of build/client that get a policy in build/static-host, each with the hashes
 * of its static-host copy (`staticHashes`) and whether it runs the language script.
 */
export function staticHostHtml(staticHashes: ScriptHashes): Map<string, { policy: string; languageScript: boolean }> {
  const { pages, notFound } = siteTable(staticHashes);
  const html = (withScript: boolean) => (rule: { file: string; policy: string }) =>
    [rule.file, { policy: metaPolicy(rule.policy), languageScript: withScript }] as const;
  return new Map([...pages.map(html(true)), ...notFound.map(html(false))]);
}

/** Netlify / Cloudflare Pages `_headers`: the same few rules for any build. */
export function staticHostHeaders(): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  return (
    [
      `# ${generatedNote}`,
      "# Each HTML file carries its own Content-Security-Policy in a <meta> element (decision 0011);",
      "# the header adds what a <meta> policy cannot: frame-ancestors.",
      block("/*", {
        ...baseSecurityHeaders,
        "Strict-Transport-Security": strictTransportSecurity,
        "Content-Security-Policy": headerPolicy,
      }),
      block("/assets/*", { "Cache-Control": cacheControl.immutable }),
      block("/*.json", { "Cache-Control": cacheControl.json }),
    ].join("\n\n") + "\n"
  );
}

/**
 * Netlify / Cloudflare Pages `_redirects`: the 404 page's own URLs answer 404 (Netlify; Cloudflare
 * Pages ignores status-404 lines). No trailing-slash rules: Netlify matches rules with and without
 * the slash alike, so "/terms/ → /terms" would loop; Cloudflare Pages redirects "/terms/" itself.
 */
export function staticHostRedirects(hashes: ScriptHashes = {}): string {
  const languages = [...siteIndex(Object.keys(hashes)).notFoundPages]
    .filter((page) => page !== rootNotFoundPage)
    .sort();
  return [
    `# ${generatedNote}`,
    `${rootNotFoundPage}  /${notFoundFile}  404!`,
    `/${notFoundFile}  /${notFoundFile}  404!`,
    // A language's not-found page, at its own URLs and (Netlify; not forced, so files still win)
    // for any missing path of its directory. Cloudflare Pages serves the nearest 404.html itself.
    ...languages.flatMap((page) => [
      `${page}  ${page}.html  404!`,
      `${page}.html  ${page}.html  404!`,
      `${page.slice(0, -rootNotFoundPage.length)}/*  ${page}.html  404`,
    ]),
    "",
  ].join("\n");
}

const ruleLines = (text: string) => text.split("\n").filter((line) => line.trim() && !line.trim().startsWith("#"));

/** Every way `_headers` and `_redirects` exceed the hosts' documented limits, one line each (none: within them). */
export function staticHostLimitProblems(headers: string, redirects: string): string[] {
  const problems: string[] = [];
  const limits = staticHostLimits;
  const rules = ruleLines(headers).filter((line) => !/^\s/.test(line));
  if (rules.length > limits.headerRules)
    problems.push(`_headers has ${rules.length} rules; Cloudflare Pages applies only the first ${limits.headerRules}`);
  headers.split("\n").forEach((line, index) => {
    if (line.length > limits.headerLineLength)
      problems.push(
        `_headers line ${index + 1} has ${line.length} characters; Cloudflare Pages ignores lines over ${limits.headerLineLength}`,
      );
  });
  const lines = ruleLines(redirects);
  // Dynamic: a splat or a placeholder in the source.
  const dynamic = lines.filter((line) => /[*:]/.test(line.trim().split(/\s+/)[0]!));
  if (lines.length - dynamic.length > limits.staticRedirects)
    problems.push(
      `_redirects has ${lines.length - dynamic.length} static rules; Cloudflare Pages allows ${limits.staticRedirects}`,
    );
  if (dynamic.length > limits.dynamicRedirects)
    problems.push(`_redirects has ${dynamic.length} dynamic rules; Cloudflare Pages allows ${limits.dynamicRedirects}`);
  for (const line of lines)
    if (line.length > limits.redirectLineLength)
      problems.push(
        `a _redirects rule has ${line.length} characters; Cloudflare Pages allows ${limits.redirectLineLength}: ${line.slice(0, 60)}…`,
      );
  return problems;
}

/** Throws with every limit problem (the build stops here rather than publish rules a host would drop). */
export function checkStaticHostLimits(headers: string, redirects: string): void {
  const problems = staticHostLimitProblems(headers, redirects);
  if (problems.length)
    throw new Error(`deploy-configs: build/static-host exceeds the static hosts' limits:\n- ${problems.join("\n- ")}`);
}

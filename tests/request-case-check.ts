/**
 * How server/request-cases.test.ts judges one answer of one deploy target against what the request
 * case expects: the site's headers, the page's or the error's policy (as a header, or as the
 * static-host copy's <meta>), caching, the body sent, the redirect's Location.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { defaultLocale, localeFromPath, localizedPath } from "../app/i18n/locales.ts";
import { publishedLocales } from "../app/i18n/published.ts";
import { scriptHash } from "../scripts/boot-scripts.ts";
import { buildRoot } from "../scripts/build-manifest.ts";
import { pageFile, type ScriptHashes } from "../app/rules/table.ts";
import { staticHostDir, staticHostFile } from "../scripts/deploy/static-host.ts";
import { livePaths } from "../app/status-center/center.ts";
import { gamePaths, indexablePaths, noindexPaths } from "../app/lib/page-paths.ts";
import { cloudflareDir } from "../scripts/cloudflare.ts";
import { effectiveScriptSources, type Expected, type RequestCase } from "./request-cases.ts";
import type { siteIndex } from "../app/rules/requests.ts";
import { cacheControl, localeVary } from "../app/rules/headers.ts";
import { securityHeaders, policy, staticHostHeaderPolicy, staticHostMetaPolicy } from "./expected-headers.ts";

/** What the judge needs of the build. */
export interface BuiltSite {
  site: ReturnType<typeof siteIndex>;
  hashes: ScriptHashes;
  /** The static-host copies' hashes: the same list, which allows the language script too. */
  staticHashes: ScriptHashes;
  /** The language script the static-host copies carry first in their <head>. */
  languageScript: string;
}

export type Target = "node" | "nginx" | "cloudflare" | "vercel";

export interface Observed {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The servers and Cloudflare's runtime: the body; the Vercel model: the file it would send. */
  body?: Buffer;
  file?: string;
}

/** The policy a static-host HTML body carries in its <meta http-equiv="Content-Security-Policy">, decoded. */
export const metaPolicyOf = (body: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/
    .exec(body)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&amp;/g, "&");
/** What is wrong with an answer, as readable lines (empty when it matches). */
export function problems(
  expected: Expected,
  observed: Observed,
  target: Target,
  method: string,
  { site, hashes, staticHashes, languageScript }: BuiltSite,
): string[] {
  const found: string[] = [];
  const header = (name: string) => {
    const value = observed.headers[name];
    return Array.isArray(value) ? value.join(", ") : value;
  };
  const check = (what: string, actual: unknown, wanted: unknown) => {
    if (actual !== wanted) found.push(`${what}: ${JSON.stringify(actual)}, expected ${JSON.stringify(wanted)}`);
  };
  // The live pages (/status and the games' in every language) are rendered from the status center on Node and at
  // the edge (the Worker answers them as the Node server does): their policy covers the scripts they carry.
  // A language redirect at the edge is the Worker's, as the Node server answers it.
  const livePage = (target === "node" || target === "cloudflare") && "page" in expected && livePaths.has(expected.page);
  const workerPage = target === "cloudflare" && (livePage || "localeRedirect" in expected);
  const server = target === "node" || target === "nginx" || workerPage;
  const staticHost = target === "cloudflare" && !workerPage;
  const model = staticHost || target === "vercel";
  const text = observed.body?.toString("utf8") ?? "";
  const varyTokens = () =>
    new Set(
      (header("vary") ?? "")
        .split(",")
        .map((token) => token.trim().toLowerCase())
        .filter(Boolean),
    );
  const negotiatedVary = localeVary.split(",").map((token) => token.trim().toLowerCase());
  for (const [name, value] of Object.entries(securityHeaders)) check(name, header(name.toLowerCase()), value);
  const body = (file: string) => {
    if (target === "vercel") return check("file", observed.file, staticHostFile(file, site));
    const copies = target === "cloudflare" ? join(cloudflareDir, "client") : staticHostDir;
    const [root, path] = server ? [buildRoot, file] : [copies, staticHostFile(file, site)!];
    check(
      "body",
      method === "HEAD" ? 0 : observed.body?.toString("latin1"),
      method === "HEAD" ? observed.body?.length : readFileSync(join(root, path), "latin1"),
    );
  };
  /** On the static host: the header policy (what a <meta> cannot carry) and the page's own <meta> policy. */
  const staticPolicies = () => [header("content-security-policy"), metaPolicyOf(text)].filter(Boolean).join(", ");
  /** The policy of an answer that allows these scripts (none: a file's or an error's); a live page's is its file's. */
  const checkPolicy = (scriptHashes: readonly string[] = [], html = false) => {
    const wanted = policy(scriptHashes);
    if (!staticHost) return check("CSP", header("content-security-policy"), wanted);
    check("CSP header", header("content-security-policy"), staticHostHeaderPolicy);
    if (!html || method === "HEAD") return;
    check("CSP meta", metaPolicyOf(text), staticHostMetaPolicy(scriptHashes));
    const allowed = effectiveScriptSources(staticPolicies());
    const required = effectiveScriptSources(wanted)!;
    if (!allowed || [...required].some((source) => !allowed.has(source)))
      found.push(`CSP does not allow ${[...required].filter((s) => !allowed?.has(s)).join(" ")}`);
    if (allowed?.has("'unsafe-inline'")) found.push("CSP allows 'unsafe-inline'");
  };

  if ("page" in expected) {
    check("status", observed.status, 200);
    // The static-host copies of the pages also run the language script (on Vercel; the Worker's assets do not).
    const pageHashes = model ? staticHashes[expected.page] : hashes[expected.page];
    checkPolicy(pageHashes, true);
    // Cloudflare's own Cache-Control for HTML assets revalidates too (no rule of ours: see decision 0011).
    if (!staticHost) check("Cache-Control", header("cache-control"), cacheControl.html);
    else if (!/no-cache|max-age=0, must-revalidate/.test(header("cache-control") ?? ""))
      found.push(`Cache-Control: ${header("cache-control")} does not revalidate`);
    if (model) {
      const html =
        target === "vercel" ? (observed.file ? readFileSync(join(staticHostDir, observed.file), "utf8") : "") : text;
      if (method !== "HEAD" && target === "vercel") {
        if (!languageScript || !html.includes(`<script>${languageScript}</script>`))
          found.push("the language script is not in the page");
        if (!effectiveScriptSources(header("content-security-policy"))?.has(`'${scriptHash(languageScript)}'`))
          found.push("the CSP does not allow the language script");
      }
      if (method !== "HEAD" && target === "cloudflare" && (!languageScript || html.includes(languageScript)))
        found.push("the Worker's asset runs the language script");
      body(pageFile(expected.page));
    } else {
      // The Worker renders its live pages with its own build (the same markup, its bundler's CSS): that page, in
      // its language.
      const lang = `<html lang="${localeFromPath(expected.page).tag}"`;
      if (!livePage) body(pageFile(expected.page));
      else if (method !== "HEAD" && !text.startsWith(`<!DOCTYPE html>${lang}`)) found.push(`not the page ${lang}>`);
    }
    // English pages negotiate their language (on the servers and the Worker): caches key on the headers that decide it.
    if (target !== "vercel") {
      const english = localeFromPath(expected.page) === defaultLocale;
      const vary = varyTokens();
      for (const token of negotiatedVary)
        if (vary.has(token) !== english) found.push(`Vary ${english ? "lacks" : "has"} ${token}: ${header("vary")}`);
    }
  } else if ("localeRedirect" in expected) {
    check("status", observed.status, 302);
    check("Location", header("location"), expected.localeRedirect);
    check("Set-Cookie", header("set-cookie"), expected.setCookie);
    check("Cache-Control", header("cache-control"), cacheControl.localeRedirect);
    checkPolicy();
    const vary = varyTokens();
    for (const token of negotiatedVary) if (!vary.has(token)) found.push(`Vary lacks ${token}: ${header("vary")}`);
  } else if ("redirect" in expected) {
    // Cloudflare's assets send other spellings of a page to it with a 307 (its html_handling, not ours to set).
    if (staticHost ? ![301, 307, 308].includes(observed.status) : observed.status !== 301)
      found.push(`status: ${observed.status}, expected a redirect`);
    check("Location", header("location"), expected.redirect);
    if (!staticHost) check("Cache-Control", header("cache-control"), cacheControl.redirect);
  } else if ("notFound" in expected) {
    check("status", observed.status, 404);
    checkPolicy(hashes[expected.notFound], true);
    // The static hosts' default for an unknown path revalidates (max-age=0, must-revalidate).
    if (!staticHost) check("Cache-Control", header("cache-control"), cacheControl.html);
    body(pageFile(expected.notFound));
  } else if ("file" in expected) {
    check("status", observed.status, 200);
    checkPolicy();
    // On the static hosts only /assets/* and *.json have a rule; other files keep the host's default (revalidate).
    if (!staticHost || expected.cache !== cacheControl.other)
      check("Cache-Control", header("cache-control"), expected.cache);
    body(expected.file.slice(1));
  } else {
    check("status", observed.status, expected.status);
    if (server) check("Cache-Control", header("cache-control"), cacheControl.error);
    if (server) checkPolicy();
    if (server && expected.status === 405) check("Allow", header("allow"), "GET, HEAD");
  }
  return found;
}

/** Every page in every language, which all reach the Worker (wrangler.jsonc run_worker_first). */
const pagesEverywhere: ReadonlySet<string> = new Set(
  [...indexablePaths, ...noindexPaths, ...gamePaths].flatMap((page) =>
    publishedLocales.map((locale) => localizedPath(page, locale)),
  ),
);

export function expectedFor(testCase: RequestCase, target: Target): Expected | "skip" {
  // Every page reaches the Worker, which decides its language as the Node server does (an English page's by the
  // visitor's cookie or browser, any page's by a `?lang=`).
  const path = testCase.target.split("?")[0]!;
  const decided = livePaths.has(path) || pagesEverywhere.has(path);
  if (target === "cloudflare" && decided && typeof testCase.staticHost === "object" && "page" in testCase.staticHost)
    return testCase.expected;
  if (target === "cloudflare") return testCase.staticHost ?? testCase.expected;
  if (target === "vercel") return testCase.vercel ?? testCase.expected;
  return testCase.expected;
}

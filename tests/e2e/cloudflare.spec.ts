/**
 * The Cloudflare target in Cloudflare's own runtime, `wrangler dev` (Playwright project "cloudflare"; its base URL
 * is the Worker of `npm run cloudflare:build`): the pages in the static host's layout as its assets, without its
 * language script, each page's policy its own <meta http-equiv="Content-Security-Policy"> and `_headers` adding
 * frame-ancestors (decision 0011); the live pages (/status in every language) the Worker's, their policy a header as
 * on the Node server; every English page's language decided by the Worker as on the Node server. The smoke walk of
 * every page (smoke.spec.ts) runs against it too.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { staticHostDir, staticHostHashesFile } from "../../scripts/deploy/static-host.ts";
import type { ScriptHashes } from "../../app/rules/table.ts";
import { livePaths } from "../../app/status-center/center.ts";
import { defaultLocale, localeFromPath } from "../../app/i18n/locales.ts";
import { expect, test } from "./fixtures.ts";
import { islandRuntimeFileOf } from "../page-bytes.ts";

const hashes = JSON.parse(readFileSync(staticHostHashesFile, "utf8")) as ScriptHashes;
const pages = Object.keys(hashes).filter((page) => !page.endsWith("/404"));
/** The static hosts' language script, first in the <head> of their copy of the home page. */
const languageScript = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/><script>([\s\S]*?)<\/script>/.exec(
  readFileSync(join(staticHostDir, "index.html"), "utf8"),
)![1]!;
const languages = [...new Set(pages.map((page) => page.split("/")[1]!))].filter((part) =>
  Object.hasOwn(hashes, `/${part}/404`),
);

/** The script sources of a page's <meta> policy, decoded from its attribute. */
function metaScriptSources(html: string): string[] | undefined {
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/
    .exec(html)?.[1]
    ?.replace(/&amp;/g, "&");
  const directive = policy
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith("script-src "));
  return directive?.split(/\s+/).slice(1);
}

/** The SHA-256 sources of every inline script of a document (JSON-LD data is no script: no policy covers it). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) => `'sha256-${createHash("sha256").update(match[1]!, "utf8").digest("base64")}'`,
  );

test.describe("Cloudflare (wrangler dev): the Worker and its static assets", () => {
  test("serves every page with the common headers and a policy, before any script, that allows each of its inline scripts", async ({
    request,
  }) => {
    // Every page of every language, one after another.
    test.slow();
    for (const url of pages) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(200);
      const headers = response.headers();
      const html = await response.text();
      if (livePaths.has(url)) {
        const policy = headers["content-security-policy"] ?? "";
        expect(policy, url).toContain("frame-ancestors 'none'");
        expect(policy, url).not.toContain("'unsafe-inline' https");
        const sources = policy.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
        for (const hash of inlineScripts(html)) expect(sources, url).toContain(hash);
      } else {
        const policyAt = html.indexOf('<meta http-equiv="Content-Security-Policy"');
        const firstScriptAt = html.indexOf("<script");
        expect(policyAt, `${url} has a policy <meta>`).toBeGreaterThanOrEqual(0);
        // The Worker decides the language: no page runs the static hosts' script; the policy comes before any script.
        expect(html, url).not.toContain(languageScript);
        if (firstScriptAt >= 0)
          expect(policyAt, `${url}: the policy comes before the first script`).toBeLessThan(firstScriptAt);
        const sources = metaScriptSources(html);
        expect(sources, `${url} has a policy`).toBeDefined();
        expect(sources, url).not.toContain("'unsafe-inline'");
        for (const hash of inlineScripts(html)) expect(sources, url).toContain(hash);
        expect(headers["content-security-policy"], url).toBe("frame-ancestors 'none'");
      }
      // An English page's language is negotiated: caches key on what decides it.
      if (localeFromPath(url) === defaultLocale) expect(headers.vary, url).toMatch(/Accept-Language, Cookie/);
      expect(headers["x-frame-options"], url).toBe("DENY");
      expect(headers["x-content-type-options"], url).toBe("nosniff");
      expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(headers["cross-origin-opener-policy"], url).toBe("same-origin");
      expect(headers["strict-transport-security"], url).toContain("max-age=");
    }
  });

  test("answers unknown paths with the 404 page of their language, status 404 and its policy", async ({ request }) => {
    for (const prefix of ["", ...languages.map((language) => `/${language}`)]) {
      const url = `${prefix}/no-such-page`;
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      const html = await response.text();
      expect(html, url).toContain(`<link rel="canonical" href="`);
      expect(html, url).toContain(`${prefix}/404"`);
      const sources = metaScriptSources(html);
      expect(sources, `${url} has a policy`).toBeDefined();
      for (const hash of inlineScripts(html)) expect(sources, url).toContain(hash);
      expect(response.headers()["content-security-policy"], url).toBe("frame-ancestors 'none'");
    }
  });

  test("redirects /page/ to /page, keeps the live status revalidated and hashed assets cached", async ({ request }) => {
    for (const page of pages.filter((path) => path !== "/").slice(0, 20)) {
      const redirect = await request.get(`${page}/`, { maxRedirects: 0 });
      expect([301, 308], `${page}/`).toContain(redirect.status());
      expect(redirect.headers().location, `${page}/`).toBe(page);
    }
    // The live status is the Worker's, from D1 (a new database starts from the seed, the build's status.json).
    const status = await request.get("/status.json");
    expect(status.status()).toBe(200);
    expect(status.headers()["cache-control"]).toBe("no-cache");
    expect(status.headers().etag).toMatch(/^W\/"/);
    expect((await status.json()).games).toEqual(
      JSON.parse(readFileSync(join(staticHostDir, "status.json"), "utf8")).games,
    );
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)![0];
    const response = await request.get(asset);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("sends a visitor to their language (the Worker's redirect, as the Node server's) and keeps a chosen one", async ({
    browser,
    baseURL,
    request,
  }) => {
    const redirect = await request.get("/terms", { headers: { "Accept-Language": "pt-BR" }, maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers().location).toBe("/pt-br/terms");
    expect(redirect.headers().vary).toBe("Accept-Language, Cookie");
    const context = await browser.newContext({ locale: "pt-BR", baseURL });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) violations.push(message.text());
    });
    await page.goto("/getkey");
    await expect(page).toHaveURL(/\/pt-br\/getkey$/);
    await page.goto("/getkey?lang=en");
    await expect(page).toHaveURL(/\/getkey$/);
    await page.goto("/terms");
    await expect(page).toHaveURL(/\/terms$/);
    expect(violations).toEqual([]);
    await context.close();
  });

  test("renders the landing page with its scripts allowed by its policy", async ({ page, hydrated }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) violations.push(message.text());
    });
    await page.goto("/");
    await hydrated();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("a game's page, rendered by the Worker, loads Astro's island element from the landing page's file and hydrates", async ({
    page,
    request,
    hydrated,
  }) => {
    const file = islandRuntimeFileOf(await (await request.get("/")).text());
    expect(file).toBeDefined();
    expect(islandRuntimeFileOf(await (await request.get("/games/fisch")).text())).toBe(file);
    const loaded = page.waitForResponse((response) => response.url().endsWith(file!));
    await page.goto("/games/fisch");
    expect((await loaded).status()).toBe(200);
    await hydrated();
  });
});

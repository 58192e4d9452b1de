/**
 * The response headers of one answer of each kind, from the server `npm start` runs, stated as
 * text: a page with an inline script, a page without, a page in another language, the 404 page, a
 * hashed asset, the live status JSON, the 301 to a page's canonical URL, the 302 to the visitor's
 * language and a refused method. The expected values are the literal text of tests/expected-headers.ts:
 * a weakened policy or a dropped header fails `npm test` here.
 */
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { inlineScriptHashes, pagePolicy, policy, securityHeaders } from "../expected-headers.ts";
import { islandRuntimeFileOf } from "../page-bytes.ts";
import { everyLanguage, gamePages, indexablePages, languages, noindexPages } from "../site-pages.ts";

/** The policy of an answer that is not a page (a file, a redirect, an error): no inline script at all. */
const noInlineScripts = policy();

/** `own`: the headers this answer states otherwise (the public status API's cross-origin ones). */
function expectCommonHeaders(answer: APIResponse, own: Record<string, string> = {}) {
  const headers = answer.headers();
  for (const [name, value] of Object.entries({ ...securityHeaders, ...own }))
    expect(headers[name.toLowerCase()], name).toBe(value);
  // The Node server speaks plain HTTP: HSTS is the TLS front's (nginx, the static hosts) to send.
  expect(headers["strict-transport-security"]).toBeUndefined();
}

const get = (request: APIRequestContext, path: string, headers: Record<string, string> = {}) =>
  request.get(path, { maxRedirects: 0, headers: { "Accept-Language": "en", ...headers } });

test.describe("response headers, stated as text", () => {
  test("a page with an inline script: the project's hashes, its script's among them, no 'unsafe-inline'", async ({
    request,
  }) => {
    const answer = await get(request, "/");
    expect(answer.status()).toBe(200);
    expectCommonHeaders(answer);
    const headers = answer.headers();
    // The early-copy script and Astro's directive for the islands (`client:after-paint`); the island
    // element's definition comes from a file ('self') that the directive's script fetches after the paint.
    const body = await answer.text();
    const hashes = inlineScriptHashes(body);
    expect(hashes).toHaveLength(2);
    expect(headers["content-security-policy"]).toBe(pagePolicy);
    for (const hash of hashes) expect(headers["content-security-policy"]).toContain(`'${hash}'`);
    expect(headers["content-security-policy"]).toMatch(
      /^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+ https:\/\/pagead2\.googlesyndication\.com; /,
    );
    expect(islandRuntimeFileOf(body)).toBeDefined();
    expect(headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(headers["cache-control"]).toBe("no-cache");
    expect(headers["vary"]).toBe("Accept-Encoding, Accept-Language, Cookie");
    // A weak tag (@fastify/send's: size and modification time), one per representation.
    expect(headers["etag"]).toMatch(/^W\/"[^"]+"$/);
  });

  test("a live page (a game's) loads Astro's island runtime from the same file as the prerendered pages, after the paint", async ({
    request,
  }) => {
    const home = islandRuntimeFileOf(await (await get(request, "/")).text());
    const answer = await get(request, "/games/fisch");
    const body = await answer.text();
    expect(islandRuntimeFileOf(body)).toBe(home);
    expect(body).not.toContain('customElements.define("astro-island"');
    // The early-copy script, the page's follower and the directive's, each allowed by its hash (the runtime's hash
    // is in every page's policy too: pages whose islands hydrate at load carry it inline).
    const csp = answer.headers()["content-security-policy"];
    expect(csp).toBe(pagePolicy);
    expect(inlineScriptHashes(body)).toHaveLength(3);
    for (const hash of inlineScriptHashes(body)) expect(csp).toContain(`'${hash}'`);
    const file = await get(request, home!);
    expect(file.status()).toBe(200);
    expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const runtime = await file.text();
    expect(runtime).toContain('customElements.define("astro-island"');
  });

  test("a page without inline scripts: the same policy, not computed from page content", async ({ request }) => {
    const answer = await get(request, "/getkey");
    expect(answer.status()).toBe(200);
    expectCommonHeaders(answer);
    expect(inlineScriptHashes(await answer.text())).toEqual([]);
    expect(answer.headers()["content-security-policy"]).toBe(pagePolicy);
    expect(answer.headers()["cache-control"]).toBe("no-cache");
  });

  test("a page in another language", async ({ request }) => {
    const answer = await get(request, "/ar/servercodes");
    expect(answer.status()).toBe(200);
    expectCommonHeaders(answer);
    const body = await answer.text();
    expect(body).toContain('<html lang="ar" dir="rtl"');
    expect(answer.headers()["content-security-policy"]).toBe(pagePolicy);
    expect(answer.headers()["content-type"]).toBe("text/html; charset=utf-8");
    expect(answer.headers()["vary"]).toBe("Accept-Encoding");
  });

  test("the 404 page", async ({ request }) => {
    const answer = await get(request, "/no-such-page");
    expect(answer.status()).toBe(404);
    expectCommonHeaders(answer);
    const body = await answer.text();
    expect(body).toContain("Oops! Page not found");
    expect(answer.headers()["content-security-policy"]).toBe(pagePolicy);
    expect(answer.headers()["content-type"]).toBe("text/html; charset=utf-8");
    expect(answer.headers()["cache-control"]).toBe("no-cache");
  });

  test("a hashed asset: cached for a year, immutable", async ({ request }) => {
    const home = await (await get(request, "/")).text();
    const script = /<astro-island [^>]*component-url="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
    expect(script).toBeDefined();
    const answer = await get(request, script!, { "Accept-Encoding": "br" });
    expect(answer.status()).toBe(200);
    expectCommonHeaders(answer);
    expect(answer.headers()["content-security-policy"]).toBe(noInlineScripts);
    expect(answer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(answer.headers()["content-encoding"]).toBe("br");
  });

  test("the live status file: always revalidated, readable from any origin (issue 42's public API)", async ({
    request,
  }) => {
    const answer = await get(request, "/status.json", { Origin: "https://another.example" });
    expect(answer.status()).toBe(200);
    expectCommonHeaders(answer, { "Cross-Origin-Resource-Policy": "cross-origin", "Access-Control-Allow-Origin": "*" });
    expect(answer.headers()["content-security-policy"]).toBe(noInlineScripts);
    expect(answer.headers()["content-type"]).toBe("application/json; charset=utf-8");
    expect(answer.headers()["cache-control"]).toBe("no-cache");
  });

  test("301 to a page's canonical URL (no trailing slash), cached for an hour", async ({ request }) => {
    const answer = await get(request, "/getkey/");
    expect(answer.status()).toBe(301);
    expectCommonHeaders(answer);
    expect(answer.headers()["location"]).toBe("/getkey");
    expect(answer.headers()["cache-control"]).toBe("public, max-age=3600");
    expect(answer.headers()["content-security-policy"]).toBe(noInlineScripts);
  });

  test("302 to the visitor's language, never cached", async ({ request }) => {
    const answer = await get(request, "/", { "Accept-Language": "pt-BR,pt;q=0.9" });
    expect(answer.status()).toBe(302);
    expectCommonHeaders(answer);
    expect(answer.headers()["location"]).toBe("/pt-br");
    expect(answer.headers()["cache-control"]).toBe("private, no-store");
    expect(answer.headers()["vary"]).toBe("Accept-Language, Cookie");
  });

  test("a refused method: 405 with Allow", async ({ request }) => {
    const answer = await request.post("/", { maxRedirects: 0 });
    expect(answer.status()).toBe(405);
    expectCommonHeaders(answer);
    expect(answer.headers()["allow"]).toBe("GET, HEAD");
    expect(answer.headers()["cache-control"]).toBe("no-store");
    expect(answer.headers()["content-security-policy"]).toBe(noInlineScripts);
  });
});

/** TCP's initial window on Linux and in Lighthouse's simulation: 10 segments of 1,460 bytes (RFC 6928). */
const firstFlight = 10 * 1460;

test("every page in every language, its headers included, arrives in TCP's first flight (brotli): no second round trip before the first paint", async ({
  request,
}) => {
  // Two answers of each of 189 pages, the live ones rendered and compressed anew after another spec's change.
  test.setTimeout(120_000);
  const pages = everyLanguage([...indexablePages, ...gamePages, ...noindexPages.filter((page) => page !== "/404")]);
  const over: string[] = [];
  async function check(page: string) {
    const lang =
      languages.find(({ prefix }) => prefix && (page === prefix || page.startsWith(`${prefix}/`)))?.lang ?? "en";
    const headers = { "Accept-Encoding": "br", "Accept-Language": lang };
    // A live page's (the landing page, /executors, /status, a game's) first answer after a change of the status data is the framework's
    // own rendering, sent as it is written; every later one is the kept rendering, compressed
    // (app/status-center/live.ts). The second answer is the one visitors get.
    await get(request, page, headers);
    const answer = await get(request, page, headers);
    expect(answer.status(), page).toBe(200);
    expect(answer.headers()["content-encoding"], page).toBe("br");
    // As Node writes them: the status line, each header on its line, a blank line.
    const head =
      `HTTP/1.1 ${answer.status()} ${answer.statusText()}\r\n`.length +
      answer.headersArray().reduce((sum, { name, value }) => sum + Buffer.byteLength(`${name}: ${value}\r\n`), 0) +
      2;
    const body = Number(answer.headers()["content-length"]);
    expect(body, `${page}: content-length`).toBeGreaterThan(0);
    if (head + body > firstFlight) over.push(`${page}: ${head} + ${body} bytes`);
  }
  // Eight pages at a time: one after another, the 378 requests take most of 20 s.
  for (let start = 0; start < pages.length; start += 8) await Promise.all(pages.slice(start, start + 8).map(check));
  expect(over, `more than ${firstFlight} bytes`).toEqual([]);
});

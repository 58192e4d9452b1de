// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the page that failed.
/**
 * The site server in this process, against the real build: headers of every kind of answer,
 * caching, compression negotiation, 404s, redirects, methods, HEAD, conditional requests.
 * Needs `npm run build` first (npm test builds before the unit tests). The compiled production
 * entry is tested in process.test.ts, hostile requests in abuse-*.test.ts.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRoot, scriptHashesFile } from "../scripts/build-manifest.ts";
import { type ScriptHashes } from "../app/rules/table.ts";
import { createSiteServer } from "./serve.ts";
import { request } from "../tests/http-client.ts";
import { missingBuild } from "../tests/preconditions.ts";
import { siteIndex } from "../app/rules/requests.ts";
import { securityHeaders, policy } from "../tests/expected-headers.ts";

const built = existsSync(scriptHashesFile) && existsSync(join(buildRoot, "index.html"));
if (!built) throw new Error(missingBuild("server/serve.test.ts"));

describe("the site server", () => {
  const hashes = JSON.parse(readFileSync(scriptHashesFile, "utf8")) as ScriptHashes;
  const pages = [...siteIndex(Object.keys(hashes)).pages];
  let server: http.Server;
  let base = "";
  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    request(base, path, { headers, method });

  beforeAll(async () => {
    server = await createSiteServer({ root: buildRoot, hashes, log: () => {} });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("serves every prerendered page with the security headers and its own hash-only script policy", async () => {
    expect(pages.length).toBeGreaterThanOrEqual(13);
    for (const page of pages) {
      const { status, headers, body } = await get(page);
      expect(status, page).toBe(200);
      expect(body, page).toContain("<!DOCTYPE html>");
      expect(headers["content-security-policy"], page).toBe(policy(hashes[page]));
      const scriptSrc =
        String(headers["content-security-policy"])
          .split(";")
          .find((d) => d.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc, page).not.toContain("unsafe-inline");
      for (const [name, value] of Object.entries(securityHeaders))
        expect(headers[name.toLowerCase()], `${page} ${name}`).toBe(value);
      expect(headers["strict-transport-security"], "no HSTS over plain HTTP").toBeUndefined();
      expect(headers["cache-control"], page).toBe("no-cache");
      expect(headers["content-type"], page).toBe("text/html; charset=utf-8");
      expect(headers.etag, page).toBeDefined();
    }
  });

  it("serves a page whatever its query string, and redirects its trailing-slash URL to it, query kept", async () => {
    expect((await get("/servercodes?code=ABC123")).status).toBe(200);
    expect((await get("/joiner?PlaceId=1&ServerId=x")).status).toBe(200);
    const redirect = await get("/joiner/?PlaceId=1&ServerId=x");
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe("/joiner?PlaceId=1&ServerId=x");
    expect(redirect.headers["cache-control"]).toBe("public, max-age=3600");
    expect(redirect.headers["content-security-policy"]).toBe(policy());
    expect(redirect.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("caches hashed assets for a year, JSON never without revalidation, other files for an hour", async () => {
    const html = (await get("/")).body;
    const asset = html.match(/\/assets\/[\w.-]+\.js/)![0];
    const answer = await get(asset);
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers["content-type"]).toMatch(/javascript/);
    expect(answer.headers["content-security-policy"]).toBe(policy());
    expect((await get("/favicon.svg")).headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("serves a file written while it runs as it is now, JSON with no-cache, a new ETag when it changes, 304 with every header", async () => {
    const file = join(buildRoot, `serve-test-${process.pid}.json`);
    try {
      writeFileSync(file, '{"status":"ok"}');
      const first = await get(`/serve-test-${process.pid}.json`);
      expect(first.status).toBe(200);
      expect(first.body).toBe('{"status":"ok"}');
      expect(first.headers["cache-control"]).toBe("no-cache");
      expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
      const again = await get(`/serve-test-${process.pid}.json`, { "If-None-Match": String(first.headers.etag) });
      expect(again.status).toBe(304);
      for (const name of ["etag", "cache-control", "vary", "content-security-policy", "x-content-type-options"])
        expect(again.headers[name], name).toBeDefined();
      writeFileSync(file, '{"status":"degraded!"}');
      const changed = await get(`/serve-test-${process.pid}.json`, { "If-None-Match": String(first.headers.etag) });
      expect(changed.status).toBe(200);
      expect(changed.body).toBe('{"status":"degraded!"}');
      expect(changed.headers.etag).not.toBe(first.headers.etag);
    } finally {
      rmSync(file, { force: true });
    }
    expect((await get(`/serve-test-${process.pid}.json`)).status).toBe(404);
  });

  it("sends brotli, gzip or plain bytes as the client accepts, q-values and letter case included", async () => {
    const br = await get("/", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding, Accept-Language, Cookie");
    expect((await get("/", { "Accept-Encoding": "gzip" })).headers["content-encoding"]).toBe("gzip");
    expect((await get("/", { "Accept-Encoding": "br;q=0, gzip" })).headers["content-encoding"]).toBe("gzip");
    expect((await get("/", { "Accept-Encoding": "GZIP" })).headers["content-encoding"]).toBe("gzip");
    expect((await get("/")).headers["content-encoding"]).toBeUndefined();
    expect((await get("/", { "Accept-Encoding": "br;q=0, gzip;q=0" })).headers["content-encoding"]).toBeUndefined();
    expect((await get("/nope", { "Accept-Encoding": "br" })).headers["content-encoding"]).toBe("br");
  });

  it("answers unknown paths with status 404, the 404 page and its own CSP", async () => {
    for (const path of [
      "/does-not-exist",
      "/assets/nope.js",
      "/terms/extra",
      "/index",
      "/terms/index",
      "/terms/index.html",
    ]) {
      const { status, headers, body } = await get(path);
      expect(status, path).toBe(404);
      expect(body, path).toContain("Oops! Page not found");
      expect(headers["content-security-policy"], path).toBe(policy(hashes["/404"]));
      expect(headers["cache-control"], path).toBe("no-cache");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
    }
  });

  it("answers a missing path under a language's directory with that language's 404 page and its CSP", async () => {
    const languages = Object.keys(hashes).filter((page) => page !== "/404" && page.endsWith("/404"));
    expect(languages, "the build has per-language 404 pages").toContain("/pt-br/404");
    for (const notFound of languages) {
      const directory = notFound.slice(0, -"404".length);
      const page = readFileSync(join(buildRoot, notFound.slice(1), "index.html"), "latin1");
      for (const path of [
        `${directory}nope`,
        `${directory}getkey/extra`,
        `${directory}x.html`,
        notFound,
        `${notFound}/`,
      ]) {
        for (const method of ["GET", "HEAD"]) {
          const { status, headers, body } = await get(path, { "Accept-Language": "en" }, method);
          expect(status, `${method} ${path}`).toBe(404);
          expect(body, `${method} ${path}`).toBe(method === "HEAD" ? "" : page);
          expect(headers["content-security-policy"], path).toBe(policy(hashes[notFound]));
          expect(headers["cache-control"], path).toBe("no-cache");
        }
      }
    }
  });

  it("redirects English pages to the visitor's language (302, never stored, Vary) and serves prefixed pages as asked", async () => {
    const redirect = await get("/joiner?PlaceId=1&ServerId=x", { "Accept-Language": "ru-RU,ru;q=0.9" });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.location).toBe("/ru/joiner?PlaceId=1&ServerId=x");
    expect(redirect.headers["cache-control"]).toBe("private, no-store");
    expect(redirect.headers.vary).toBe("Accept-Language, Cookie");
    expect(redirect.headers["set-cookie"]).toBeUndefined();
    expect(redirect.headers["content-security-policy"]).toBe(policy());
    expect(redirect.body).toBe("");
    const chosen = await get("/pt-br/getkey?lang=en");
    expect([chosen.status, chosen.headers.location, chosen.headers["set-cookie"]]).toEqual([
      302,
      "/getkey",
      ["rift-lang=en; Path=/; Max-Age=31536000; SameSite=Lax"],
    ]);
    const prefixed = await get("/ru/joiner", { "Accept-Language": "pt-BR", Cookie: "rift-lang=ar" });
    expect(prefixed.status).toBe(200);
    expect(prefixed.headers.vary).toBe("Accept-Encoding");
    const english = await get("/getkey", { Cookie: "rift-lang=en", "Accept-Language": "ar" });
    expect([english.status, english.headers.vary]).toEqual([200, "Accept-Encoding, Accept-Language, Cookie"]);
  });

  it("never serves the 404 page, precompressed files or host config files by their own name", async () => {
    for (const path of [
      "/404",
      "/404/",
      "/404.html",
      "/404.html/",
      "/404.html.br",
      "/404.html.gz",
      "/index.html.br",
      "/robots.txt.gz",
      "/_headers",
      "/_headers/",
      "/_redirects",
      "/_redirects/",
      "/__spa-fallback.html",
    ]) {
      const plain = await get(path, { "Accept-Encoding": "identity" });
      expect(plain.status, path).toBe(404);
      expect(plain.body, path).toContain("Oops! Page not found");
      expect(plain.headers["content-security-policy"], path).toBe(policy(hashes["/404"]));
      const compressed = await get(path, { "Accept-Encoding": "br, gzip" });
      expect(compressed.status, path).toBe(404);
      expect(compressed.headers["content-encoding"], "the 404 page, compressed, never the file asked for").toBe("br");
      expect(compressed.headers["content-security-policy"], path).toBe(policy(hashes["/404"]));
    }
  });

  it("refuses path traversal and never returns files outside the site", async () => {
    for (const path of [
      "/..%2f..%2fetc/passwd",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/assets/../../package.json",
      "/..%2fpackage.json",
      "/assets/%2e%2e/%2e%2e/package.json",
    ]) {
      const { status, body, headers } = await get(path);
      expect(status, path).toBe(400);
      expect(body, path).not.toContain("root:x:0");
      expect(body, path).not.toContain('"devDependencies"');
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["cache-control"], path).toBe("no-store");
    }
  });

  it("never lists a directory", async () => {
    for (const path of ["/assets", "/assets/", "/games/", "/games"]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(404);
      expect(body, path).toContain("Oops! Page not found");
    }
  });

  it("answers other methods with 405 and Allow: GET, HEAD", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"]) {
      const { status, headers } = await get("/", {}, method);
      expect(status, method).toBe(405);
      expect(headers.allow, method).toBe("GET, HEAD");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["content-security-policy"]).toBe(policy());
    }
  });

  it("answers HEAD with the headers and no body", async () => {
    const page = await get("/terms", {}, "HEAD");
    expect(page.status).toBe(200);
    expect(page.headers["content-security-policy"]).toBe(policy(hashes["/terms"]));
    expect(Number(page.headers["content-length"])).toBeGreaterThan(1000);
    expect(page.body).toBe("");
    const missing = await get("/missing", {}, "HEAD");
    expect(missing.status).toBe(404);
    expect(missing.body).toBe("");
  });

  it("revalidates pages with their ETag, a list of tags, a weak tag or a date, and keeps every header on the 304", async () => {
    const first = await get("/terms", { "Accept-Encoding": "br" });
    const etag = String(first.headers.etag);
    const conditionals: Record<string, string>[] = [
      { "If-None-Match": etag },
      { "If-None-Match": `"nope", ${etag}` },
      { "If-None-Match": etag.replace(/^W\//, "") },
      { "If-None-Match": "*" },
      { "If-Modified-Since": String(first.headers["last-modified"]) },
    ];
    for (const conditions of conditionals) {
      const again = await get("/terms", { "Accept-Encoding": "br", ...conditions });
      expect(again.status, JSON.stringify(conditions)).toBe(304);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers["cache-control"]).toBe("no-cache");
      expect(again.headers.vary).toBe("Accept-Encoding, Accept-Language, Cookie");
      expect(again.headers["content-security-policy"]).toBe(policy(hashes["/terms"]));
    }
    // Another encoding is another representation, with its own tag.
    expect((await get("/terms", { "Accept-Encoding": "gzip", "If-None-Match": etag })).status).toBe(200);
    expect((await get("/terms", { "If-Modified-Since": "Thu, 01 Jan 1970 00:00:00 GMT" })).status).toBe(200);
    expect((await get("/terms", { "If-Modified-Since": "not a date" })).status).toBe(200);
  });

  it("has no precompressed sibling of /status.json in the build, so a rewritten status is never shadowed", () => {
    expect(["", ".br", ".gz"].map((suffix) => existsSync(join(buildRoot, `status.json${suffix}`)))).toEqual([
      true,
      false,
      false,
    ]);
  });

  it("serves sitemap.xml, robots.txt and the web manifest", async () => {
    expect((await get("/sitemap.xml")).body).toContain("<urlset");
    expect((await get("/robots.txt")).body).toContain("Sitemap:");
    const manifest = await get("/site.webmanifest");
    expect(manifest.status).toBe(200);
    expect(manifest.headers["content-type"]).toContain("application/manifest+json");
    expect(JSON.parse(manifest.body).icons.length).toBeGreaterThan(0);
  });
});

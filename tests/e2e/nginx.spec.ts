/**
 * deploy/nginx.conf, run by Debian's nginx against the build (Playwright project "nginx"; its base
 * URL is the nginx server). The smoke walk of every page (smoke.spec.ts) runs against it too.
 */
import { readFileSync } from "node:fs";
import { scriptHashesFile } from "../../scripts/build-manifest.ts";
import { type ScriptHashes } from "../../app/rules/table.ts";
import { expect, test } from "./fixtures.ts";

const hashes = JSON.parse(readFileSync(scriptHashesFile, "utf8")) as ScriptHashes;
// Each language's not-found page answers missing paths only (status 404), never its own URL.
const pages = Object.keys(hashes).filter((page) => !page.endsWith("/404"));

test.describe("nginx with deploy/nginx.conf", () => {
  test("serves every page with the security headers and its own script hashes", async ({ request }) => {
    for (const url of pages) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const headers = response.headers();
      const scriptSrc = headers["content-security-policy"].split(";").find((d) => d.trim().startsWith("script-src"))!;
      expect(scriptSrc, url).not.toContain("unsafe-inline");
      for (const hash of hashes[url]) expect(scriptSrc, url).toContain(`'${hash}'`);
      expect(headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"], url).toBe("nosniff");
      expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(headers["cross-origin-opener-policy"], url).toBe("same-origin");
      expect(headers["permissions-policy"], url).toContain("camera=()");
      expect(headers["cache-control"], url).toBe("no-cache");
      expect(headers["strict-transport-security"], "no HSTS over plain HTTP").toBeUndefined();
    }
  });

  test("redirects a page's trailing-slash URL to the page, query kept", async ({ request }) => {
    for (const page of pages.filter((path) => path !== "/")) {
      const redirect = await request.get(`${page}/?from=test`, { maxRedirects: 0 });
      expect(redirect.status(), `${page}/`).toBe(301);
      expect(redirect.headers().location, `${page}/`).toBe(`${page}?from=test`);
    }
  });

  test("caches hashed assets forever and serves the precompressed gzip file", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)![0];
    const response = await request.get(asset, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-encoding"]).toBe("gzip");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("answers unknown paths, the catch-all's own URLs and host files with the 404 page and status 404", async ({
    request,
  }) => {
    for (const url of [
      "/no-such-page",
      "/404",
      "/404.html",
      "/__spa-fallback.html",
      "/_headers",
      "/_redirects",
      "/assets/",
      "/games/",
      "/index.html",
      "/terms/index.html",
      "/robots.txt.gz",
    ]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      expect(await response.text(), url).toContain("Oops! Page not found");
      for (const hash of hashes["/404"]) expect(response.headers()["content-security-policy"], url).toContain(hash);
    }
  });

  test("refuses path traversal and other methods", async ({ request }) => {
    for (const url of ["/..%2f..%2fetc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/assets/..%2f..%2f..%2fpackage.json"]) {
      // The browser-side URL parser may resolve "%2e%2e" before sending (then 404); raw targets: server/request-cases.test.ts.
      const response = await request.get(url);
      expect([400, 404], url).toContain(response.status());
      expect(await response.text(), url).not.toContain("root:x:0");
    }
    for (const method of ["POST", "PUT", "DELETE"]) {
      const response = await request.fetch("/", { method });
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow, method).toBe("GET, HEAD");
    }
  });

  test("serves the manifest, sitemap and robots.txt with the right types", async ({ request }) => {
    expect((await request.get("/site.webmanifest")).headers()["content-type"]).toContain("application/manifest+json");
    expect((await request.get("/sitemap.xml")).headers()["content-type"]).toMatch(/xml/);
    expect((await request.get("/robots.txt")).headers()["content-type"]).toContain("text/plain");
  });

  test("renders the landing page with its scripts allowed by the CSP", async ({ page, hydrated }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) violations.push(message.text());
    });
    await page.goto("/");
    await hydrated();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });
});

// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the page that failed.
/**
 * The production server against the real build: headers on every page, caching, compression
 * negotiation, 404s, traversal, methods, HEAD and a clean SIGTERM. Needs `npm run build` first
 * (npm test builds before the browser tests; run `npm run build` to include these in `npm run test:unit`).
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRoot, projectRoot, scriptHashesFile, type ScriptHashes } from "../scripts/build-manifest.ts";
import { createSiteServer, safePathname } from "./serve.ts";

const built = existsSync(scriptHashesFile) && existsSync(join(buildRoot, "index.html"));
if (!built) console.warn("server/serve.test.ts: build/ is missing, skipping the server tests (run `npm run build`).");

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let base = "";
let server: http.Server | undefined;

function request(path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method: options.method ?? "GET", headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("latin1") }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("safePathname", () => {
  it("decodes ordinary paths", () => {
    expect(safePathname("/terms?x=1")).toBe("/terms");
    expect(safePathname("/a%20b")).toBe("/a b");
  });
  it("refuses dot segments, encoded or not, backslashes and malformed escapes", () => {
    for (const url of ["/../etc/passwd", "/..%2f..%2fetc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/assets/..%5c..%5cpackage.json", "/%E0%A4%A", "/a%00b"]) {
      expect(safePathname(url), url).toBeUndefined();
    }
  });
});

describe.skipIf(!built)("the production server", () => {
  const hashes = built ? (JSON.parse(readFileSync(scriptHashesFile, "utf8")) as ScriptHashes) : {};
  const pages = Object.keys(hashes).filter((page) => page !== "/404");

  beforeAll(async () => {
    server = createSiteServer();
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it("serves every prerendered page with the security headers and a hash-only script policy", async () => {
    expect(pages.length).toBeGreaterThanOrEqual(13);
    for (const page of pages) {
      const { status, headers, body } = await request(page);
      expect(status, page).toBe(200);
      expect(body, page).toContain("<!DOCTYPE html>");
      const csp = String(headers["content-security-policy"]);
      const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc, page).not.toContain("unsafe-inline");
      expect(scriptSrc, page).not.toContain("unsafe-eval");
      for (const hash of hashes[page]) expect(scriptSrc, page).toContain(`'${hash}'`);
      expect(csp, page).toContain("frame-ancestors 'none'");
      expect(csp, page).toContain("object-src 'none'");
      expect(headers["x-content-type-options"], page).toBe("nosniff");
      expect(headers["referrer-policy"], page).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], page).toMatch(/camera=\(\)/);
      expect(headers["cross-origin-opener-policy"], page).toBe("same-origin");
      expect(headers["x-frame-options"], page).toBe("DENY");
      expect(headers["strict-transport-security"], "no HSTS over plain HTTP").toBeUndefined();
      expect(headers["cache-control"], page).toBe("no-cache");
    }
  });

  it("serves a page with any query string, and with a trailing slash", async () => {
    expect((await request("/servercodes?code=ABC123")).status).toBe(200);
    expect((await request("/joiner?PlaceId=1&ServerId=x")).status).toBe(200);
    expect((await request("/terms/")).status).toBe(200);
  });

  it("caches hashed assets for a year and other files for an hour", async () => {
    const html = (await request("/")).body;
    const asset = html.match(/\/assets\/[\w.-]+\.js/)![0];
    const answer = await request(asset);
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers["content-type"]).toMatch(/javascript/);
    expect((await request("/favicon.svg")).headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("sends brotli, gzip or plain bytes as the client accepts", async () => {
    const br = await request("/", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    const gzip = await request("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await request("/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const notFound = await request("/nope", { headers: { "Accept-Encoding": "br" } });
    expect(notFound.headers["content-encoding"]).toBe("br");
  });

  it("answers unknown paths with status 404, the 404 page and its own CSP", async () => {
    for (const path of ["/does-not-exist", "/assets/nope.js", "/terms/extra"]) {
      const { status, headers, body } = await request(path);
      expect(status, path).toBe(404);
      expect(body, path).toContain("Oops! Page not found");
      const csp = String(headers["content-security-policy"]);
      for (const hash of hashes["/404"]) expect(csp).toContain(`'${hash}'`);
      expect(headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  it("never serves the catch-all, the SPA fallback or the host config files as pages", async () => {
    for (const path of ["/404", "/404/", "/404.html", "/404/index.html", "/__spa-fallback.html", "/_headers", "/_redirects"]) {
      const { status, body } = await request(path);
      expect(status, path).toBe(404);
      expect(body, path).toContain("Oops! Page not found");
    }
  });

  it("refuses path traversal and never returns files outside the site", async () => {
    for (const path of ["/..%2f..%2fetc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/assets/../../package.json", "/..%2fpackage.json", "/assets/%2e%2e/%2e%2e/package.json"]) {
      const { status, body } = await request(path);
      expect(status, path).toBe(404);
      expect(body, path).not.toContain("root:x:0");
      expect(body, path).not.toContain('"devDependencies"');
    }
  });

  it("never lists a directory", async () => {
    for (const path of ["/assets", "/assets/", "/games/"]) {
      const { status, body } = await request(path);
      expect(status, path).toBe(404);
      expect(body, path).toContain("Oops! Page not found");
      expect(body, path).not.toMatch(/index of/i);
    }
  });

  it("answers other methods with 405 and Allow: GET, HEAD", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const { status, headers } = await request("/", { method });
      expect(status, method).toBe(405);
      expect(headers.allow, method).toBe("GET, HEAD");
      expect(headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  it("answers HEAD with the headers and no body", async () => {
    const page = await request("/terms", { method: "HEAD" });
    expect(page.status).toBe(200);
    expect(page.headers["content-security-policy"]).toBeDefined();
    expect(page.body).toBe("");
    const missing = await request("/missing", { method: "HEAD" });
    expect(missing.status).toBe(404);
    expect(missing.body).toBe("");
  });

  it("revalidates pages with their ETag", async () => {
    const first = await request("/terms");
    const again = await request("/terms", { headers: { "If-None-Match": String(first.headers.etag) } });
    expect(again.status).toBe(304);
  });

  it("serves sitemap.xml, robots.txt and the web manifest", async () => {
    expect((await request("/sitemap.xml")).body).toContain("<urlset");
    expect((await request("/robots.txt")).body).toContain("Sitemap:");
    const manifest = await request("/site.webmanifest");
    expect(manifest.status).toBe(200);
    expect(JSON.parse(manifest.body).icons.length).toBeGreaterThan(0);
  });
});

describe.skipIf(!built)("the server process", () => {
  it("prints its URL and exits cleanly on SIGTERM", async () => {
    const child = spawn(process.execPath, [join(projectRoot, "node_modules", "tsx", "dist", "cli.mjs"), "server/serve.ts"], {
      cwd: projectRoot,
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 20_000);
      child.stdout.on("data", () => {
        if (output.includes("served at http://")) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    const started = Date.now();
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(output).toContain("SIGTERM received");
  }, 30_000);
});

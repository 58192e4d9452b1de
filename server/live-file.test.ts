// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the case that failed.
/**
 * A file an operator rewrites while the server runs, like the /status.json a status CLI keeps up
 * to date in the build root: every request reads it as it is on disk now, with `no-cache`, an ETag
 * that changes with it and a 304 for a matching If-None-Match. The build writes no precompressed
 * sibling of it (scripts/postbuild.ts) and the status CLI removes any it finds, so none shadows it. Runs on a temporary root (no build needed), one
 * server for the whole file: nothing is restarted.
 */
import { mkdtempSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteServer } from "./serve.ts";
import { request, type Answer } from "../tests/http-client.ts";
import { securityHeaders, policy } from "../tests/expected-headers.ts";

describe("a live /status.json in the build root", () => {
  const root = mkdtempSync(join(tmpdir(), "rift-live-file-"));
  const status = join(root, "status.json");
  let server: http.Server;
  let base = "";
  const get = (headers: Record<string, string> = {}) => request(base, "/status.json", { headers });

  /** Sets a file's modification time `secondsAgo` in the past (as if written by the build). */
  const age = (file: string, secondsAgo: number) => {
    const then = new Date(Date.now() - secondsAgo * 1000);
    utimesSync(file, then, then);
  };

  function expectFileHeaders(answer: Answer) {
    // The public API: any origin may read /status.json (issue 42).
    const shared = { "Cross-Origin-Resource-Policy": "cross-origin", "Access-Control-Allow-Origin": "*" };
    for (const [name, value] of Object.entries({ ...securityHeaders, ...shared }))
      expect(answer.headers[name.toLowerCase()]).toBe(value);
    expect(answer.headers["content-security-policy"]).toBe(policy());
    expect(answer.headers["cache-control"]).toBe("no-cache");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.headers.etag).toMatch(/^(W\/)?"[^"]+"$/);
  }

  beforeAll(async () => {
    writeFileSync(join(root, "index.html"), "<!doctype html><title>home</title>");
    writeFileSync(join(root, "404.html"), "<!doctype html><title>404</title><p>Oops! Page not found</p>");
    server = await createSiteServer({ root, hashes: { "/": [], "/404": [] }, log: () => {} });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(root, { recursive: true, force: true });
  });

  it("is read from disk on every request: no-cache, an ETag, 304 while it is unchanged", async () => {
    expect((await get()).status, "not there yet").toBe(404);
    writeFileSync(status, '{"state":"up"}\n');
    const first = await get();
    expect(first.status).toBe(200);
    expect(first.body).toBe('{"state":"up"}\n');
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    expectFileHeaders(first);

    const etag = String(first.headers.etag);
    for (const condition of [etag, `"other", ${etag}`, "*"]) {
      const again = await get({ "If-None-Match": condition });
      expect(again.status, condition).toBe(304);
      expect(again.bytes).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expectFileHeaders(again);
    }
  });

  it("rewritten in place (same file, same inode): the new content at once, a new ETag, the old one no longer matches", async () => {
    writeFileSync(status, '{"state":"up"}\n');
    age(status, 60);
    const before = await get();
    const inode = statSync(status).ino;

    writeFileSync(status, '{"state":"degraded","since":"2026-11-23T10:00:00Z"}\n');
    expect(statSync(status).ino, "rewritten in place, not replaced").toBe(inode);
    const stale = await get({ "If-None-Match": String(before.headers.etag) });
    expect(stale.status).toBe(200);
    expect(stale.body).toBe('{"state":"degraded","since":"2026-11-23T10:00:00Z"}\n');
    expect(stale.headers.etag).not.toBe(before.headers.etag);
    expectFileHeaders(stale);
    expect((await get({ "If-None-Match": String(stale.headers.etag) })).status).toBe(304);
  });

  it("replaced by rename (the atomic way to write it): the new file at once", async () => {
    writeFileSync(status, '{"state":"up"}\n');
    age(status, 60);
    const before = await get();
    const next = join(root, ".status.json.tmp");
    writeFileSync(next, '{"state":"down"}\n');
    renameSync(next, status);
    const after = await get({ "If-None-Match": String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(after.body).toBe('{"state":"down"}\n');
    expect((await get()).status).toBe(200);
    expect((await request(base, "/.status.json.tmp")).status, "never a dot file by name").toBe(404);
  });

  it("is sent as it is on disk now, uncompressed, to a client that accepts brotli and gzip", async () => {
    writeFileSync(status, '{"state":"maintenance"}\n');
    const answer = await get({ "Accept-Encoding": "br, gzip" });
    expect([answer.status, answer.headers["content-encoding"], answer.body]).toEqual([
      200,
      undefined,
      '{"state":"maintenance"}\n',
    ]);
  });

  it("is a 404 with the 404 page once it is removed", async () => {
    writeFileSync(status, "{}");
    expect((await get()).status).toBe(200);
    rmSync(status);
    const gone = await get();
    expect(gone.status).toBe(404);
    expect(gone.body).toContain("Oops! Page not found");
  });
});

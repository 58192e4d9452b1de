// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the case that failed.
/**
 * A file an operator rewrites while the server runs, like the /status.json a status CLI keeps up
 * to date in the build root: every request reads it as it is on disk now, with `no-cache`, an ETag
 * that changes with it and a 304 for a matching If-None-Match; a precompressed sibling left from
 * the build is never sent once the file is newer. Runs on a temporary root (no build needed), one
 * server for the whole file: nothing is restarted.
 */
import { mkdtempSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteServer } from "./serve.ts";
import { staleSiblingToleranceMs } from "./static-file.ts";
import { request, type Answer } from "./test-client.ts";
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
    for (const [name, value] of Object.entries(securityHeaders)) expect(answer.headers[name.toLowerCase()]).toBe(value);
    expect(answer.headers["content-security-policy"]).toBe(policy());
    expect(answer.headers["cache-control"]).toBe("no-cache");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.headers.etag).toMatch(/^(W\/)?"[^"]+"$/);
  }

  beforeAll(async () => {
    writeFileSync(join(root, "index.html"), "<!doctype html><title>home</title>");
    writeFileSync(join(root, "404.html"), "<!doctype html><title>404</title><p>Oops! Page not found</p>");
    server = createSiteServer({ root, hashes: { "/": [], "/404": [] }, log: () => {} });
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

  it("never sends a precompressed sibling older than the file: the build's .br/.gz of an old status", async () => {
    const old = '{"state":"up","from":"the build"}\n';
    writeFileSync(status, old);
    writeFileSync(`${status}.br`, brotliCompressSync(old));
    writeFileSync(`${status}.gz`, gzipSync(old));
    for (const file of [status, `${status}.br`, `${status}.gz`]) age(file, 3600);
    // Fresh siblings of the same age as the file are used.
    const fresh = await get({ "Accept-Encoding": "br, gzip" });
    expect(fresh.headers["content-encoding"]).toBe("br");

    // The operator rewrites the file; the siblings stay as the build left them.
    writeFileSync(status, '{"state":"maintenance"}\n');
    for (const accept of ["br, gzip", "gzip", "br;q=1, gzip;q=0.5, identity;q=0.1"]) {
      const answer = await get({ "Accept-Encoding": accept });
      expect(answer.status, accept).toBe(200);
      expect(answer.headers["content-encoding"], accept).toBeUndefined();
      expect(answer.body, accept).toBe('{"state":"maintenance"}\n');
      expectFileHeaders(answer);
    }
    // A copy that did not keep modification times leaves siblings a hair older than the file: still used.
    const copied = statSync(status).mtime;
    const siblingTime = new Date(copied.getTime() - staleSiblingToleranceMs / 2);
    writeFileSync(`${status}.br`, brotliCompressSync('{"state":"maintenance"}\n'));
    utimesSync(`${status}.br`, siblingTime, siblingTime);
    const compressed = await get({ "Accept-Encoding": "br" });
    expect(compressed.headers["content-encoding"]).toBe("br");
    rmSync(`${status}.br`);
    rmSync(`${status}.gz`);
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

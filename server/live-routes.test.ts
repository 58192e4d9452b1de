// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the case that failed.
/**
 * The live routes on the compiled server (issue 40): /status.json, /status and the feeds in every language are
 * rendered once per change of the data and answered from memory with their ETag and compressed forms, a change
 * from another process shows on the very next request; requests are judged after their dot segments are resolved
 * (the internal /live routes are unreachable); a note with a control character is refused. Needs `npm run build`.
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildRoot } from "../scripts/build-manifest.ts";
import { missingBuild } from "../tests/preconditions.ts";
import { request } from "../tests/http-client.ts";
import { serverEntry } from "../tests/server-process.ts";
import {
  adminServer,
  auditLog,
  cli,
  formVersion,
  saveForm,
  send,
  signIn,
  type AdminServer,
} from "../tests/admin-client.ts";

if (!existsSync(serverEntry)) throw new Error(missingBuild("server/live-routes.test.ts"));
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const live = ["/status.json", "/status", "/pt-br/status", "/ar/status", "/status.atom", "/pt-br/status.atom"];
let admin: AdminServer;
// A built site of our own for the CLI's --dir, so it writes no copy of the project's build.
const site = mkdtempSync(join(tmpdir(), "rift-live-site-"));
const dir = `--dir=${site}`;
beforeAll(async () => {
  for (const file of ["index.html", "404.html", "status.json"]) copyFileSync(join(buildRoot, file), join(site, file));
  admin = await adminServer();
});
afterAll(async () => {
  await admin?.server.stop();
  if (admin) rmSync(admin.dataDir, { recursive: true, force: true });
  rmSync(site, { recursive: true, force: true });
});
const get = async (path: string, headers: Record<string, string> = {}, method = "GET") => {
  const answer = await request(admin.server.base, path, { headers, method });
  return { ...answer, bytes: Buffer.from(answer.body, "latin1") };
};

describe("the live routes", () => {
  it("answer with an ETag, 304 to it, the same bytes in brotli and gzip, and HEAD with the length alone", async () => {
    for (const path of live) {
      const plain = await get(path);
      expect([plain.status, plain.headers["cache-control"], plain.headers.vary], path).toEqual([
        200,
        "no-cache",
        path.endsWith("/status") && !path.includes("-") && !path.startsWith("/ar")
          ? "Accept-Encoding, Accept-Language, Cookie"
          : "Accept-Encoding",
      ]);
      const etag = plain.headers.etag as string;
      expect(etag, path).toMatch(/^W\/"[\w-]{27}"$/);
      expect((await get(path, { "If-None-Match": etag })).status, `${path} revalidated`).toBe(304);
      const br = await get(path, { "Accept-Encoding": "br" });
      const gzip = await get(path, { "Accept-Encoding": "gzip" });
      expect([br.headers["content-encoding"], gzip.headers["content-encoding"]], path).toEqual(["br", "gzip"]);
      expect(brotliDecompressSync(br.bytes).equals(plain.bytes), `${path} in brotli`).toBe(true);
      expect(gunzipSync(gzip.bytes).equals(plain.bytes), `${path} in gzip`).toBe(true);
      const head = await get(path, {}, "HEAD");
      expect([head.status, head.headers["content-length"], head.bytes.length], `HEAD ${path}`).toEqual([
        200,
        String(plain.bytes.length),
        0,
      ]);
    }
  });

  it("show a change made by another process (the CLI) on the very next request, with a new ETag", async () => {
    const before = await Promise.all(live.map((path) => get(path)));
    const note = `Patched by the update of ${new Date().toISOString()}`;
    const run = await cli("status", ["set", "fisch", "down", note, dir], admin.env);
    expect(run.code, run.stderr).toBe(0);
    for (const [index, path] of live.entries()) {
      const after = await get(path);
      expect(after.headers.etag, path).not.toBe(before[index]!.headers.etag);
      expect(after.bytes.toString("utf8"), path).toContain(note);
      expect((await get(path, { "If-None-Match": before[index]!.headers.etag as string })).status, path).toBe(200);
    }
  });
});

describe("every request judged after its dot segments are resolved (issue 40, 2)", () => {
  it("the internal live routes are unreachable, spelt any way; /admin/../status is /status with its headers", async () => {
    const notFound = await get("/no-such-page");
    for (const path of [
      "/live/status",
      "/live/status.json",
      "/admin/../live/status",
      "/admin/%2e%2e/live/status",
      "/admin/%2E%2E/live/status.json",
      "/x/../live/status",
    ]) {
      const answer = await get(path);
      expect([answer.status, answer.headers["content-security-policy"], answer.headers["cache-control"]], path).toEqual(
        [404, notFound.headers["content-security-policy"], notFound.headers["cache-control"]],
      );
    }
    const status = await get("/status");
    const traversed = await get("/admin/../status");
    expect([
      traversed.status,
      traversed.headers["content-security-policy"],
      traversed.headers["cache-control"],
    ]).toEqual([200, status.headers["content-security-policy"], "no-cache"]);
  });
});

describe("a note with a control character (issue 40, 4)", () => {
  it("is refused by the admin (400, what was typed kept) and by the CLI; tabs and line breaks are notes as written", async () => {
    const cookie = await signIn(admin, "Ana");
    const version = async () => formVersion((await send(admin, "/admin", { cookie })).body, "game", "fisch")!;
    const changes = auditLog(admin.dataDir).length;
    for (const note of ["bell \u0007", "escape \u001b[31m", "null \u0000", "delete \u007f"]) {
      const answer = await send(admin, "/admin", {
        cookie,
        form: saveForm("game", "fisch", "degraded", note, await version()),
      });
      expect(
        [
          answer.status,
          answer.body.includes("A note cannot hold control characters (only tabs and line breaks). Nothing was saved."),
        ],
        JSON.stringify(note),
      ).toEqual([400, true]);
      // (An argument cannot hold a NUL byte: the CLI is asked with the others.)
      if (note.includes("\u0000")) continue;
      const run = await cli("status", ["set", "fisch", "degraded", note, dir], admin.env);
      expect([run.code, run.stderr.trim()], JSON.stringify(note)).toEqual([
        2,
        "status: A note cannot hold control characters (only tabs and line breaks)",
      ]);
    }
    expect(auditLog(admin.dataDir).length, "nothing saved").toBe(changes);
    const written = "line one\n\tline two";
    const saved = await send(admin, "/admin", {
      cookie,
      form: saveForm("game", "fisch", "degraded", written, await version()),
    });
    expect(saved.redirected?.status).toBe(303);
    const feed = (await get("/status.atom")).bytes.toString("utf8");
    // oxlint-disable-next-line no-control-regex -- what an XML parser refuses
    expect(feed).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    expect(feed).toContain("line one\n\tline two");
  });
});

describe("the public API (issue 42)", () => {
  it("/status.json answers any origin on GET and HEAD; a game's badge is an image other sites may show", async () => {
    for (const method of ["GET", "HEAD"]) {
      const answer = await get("/status.json", { Origin: "https://another.example" }, method);
      expect(
        [answer.status, answer.headers["access-control-allow-origin"], answer.headers["cross-origin-resource-policy"]],
        method,
      ).toEqual([200, "*", "cross-origin"]);
    }
    const badge = await get("/status/blox-fruits.svg");
    expect([badge.status, badge.headers["content-type"], badge.headers["cache-control"]]).toEqual([
      200,
      "image/svg+xml; charset=utf-8",
      "public, max-age=60, must-revalidate",
    ]);
    expect(badge.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(badge.headers["x-content-type-options"]).toBe("nosniff");
    expect(badge.headers.etag).toMatch(/^W\//);
    const svg = badge.bytes.toString("utf8");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|\son\w+=|foreignObject/i);
    expect((await get("/status/no-such-game.svg")).status).toBe(404);
    // Its own page's words are in the sitemap, in every language.
    const sitemap = readFileSync(join(buildRoot, "sitemap.xml"), "utf8");
    for (const path of ["/games/blox-fruits", "/pt-br/games/blox-fruits", "/ar/games/pet-simulator-99"])
      expect(sitemap, path).toContain(`<loc>https://rifthub.example${path}</loc>`);
  });
});

// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the request that failed.
/**
 * Hostile and broken request headers against the compiled production server (tests/abuse-server.ts:
 * as `npm start` runs it): malformed Range headers, encodings with q-values and odd
 * case, conditional requests. Every answer must carry the site's headers; after each group the
 * server must have recovered (tests/abuse-server.ts says what that means). No timing or memory
 * bound is asserted. Needs `npm run build` first.
 */
import { existsSync } from "node:fs";
import { STATUS_CODES } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { abuseServer, missingHeaders } from "../tests/abuse-server.ts";
import { scriptHashesFile } from "../scripts/build-manifest.ts";
import { request } from "../tests/http-client.ts";
import { serverEntry } from "../tests/server-process.ts";
import { missingBuild } from "../tests/preconditions.ts";
import { policy } from "../tests/expected-headers.ts";

if (!(existsSync(serverEntry) && existsSync(scriptHashesFile)))
  throw new Error(missingBuild("server/abuse-headers.test.ts"));

describe("the production server under hostile headers", () => {
  const abuse = abuseServer();
  const { hashes, page, bigName, bigSize, robots, problems, get, send, expectRecovered } = abuse;

  it("malformed and hostile Range headers", async () => {
    const size = robots.length;
    const whole = `bytes 0-${size - 1}/${size}`;
    const unsatisfiable = `bytes */${size}`;
    const cases: [string, number, string?][] = [
      ["bytes=5-2", 416, unsatisfiable],
      ["bytes=0-18446744073709551615", 206, whole],
      ["bytes=-100", 206, whole],
      [`bytes=-${size}`, 206, whole],
      ["bytes=-10", 206, `bytes ${size - 10}-${size - 1}/${size}`],
      ["bytes=0-0", 206, `bytes 0-0/${size}`],
      ["bytes=0-", 206, whole],
      ["bytes=5-", 206, `bytes 5-${size - 1}/${size}`],
      [" bytes=0-1", 206, `bytes 0-1/${size}`],
      ["abc", 200],
      ["bytes=-0", 416, unsatisfiable],
      ["bytes=1-0", 416, unsatisfiable],
      ["bytes=99999999-", 416, unsatisfiable],
      ["bytes=18446744073709551616-", 416, unsatisfiable],
      [`bytes=${"9".repeat(400)}-`, 416, unsatisfiable],
      [`bytes=-${"9".repeat(400)}`, 206, whole],
      ["bytes=0-1,3-4", 200],
      // Overlapping and adjacent ranges are coalesced into one.
      [`bytes=${"0-0,".repeat(1500)}1-1`, 206, `bytes 0-1/${size}`],
      // Empty list elements are allowed (RFC 9110 §5.6.1): fifty times 0-1 is 0-1.
      [`bytes=${"0-1,".repeat(50)}`, 206, `bytes 0-1/${size}`],
      ["bytes=1-2-3", 200],
      ["bytes=", 200],
      ["bytes=-", 200],
      ["bytes=--1", 200],
      ["bytes=-1-", 200],
      ["bytes=1e3-", 200],
      ["bytes=0x10-", 200],
      ["bytes=-1.5", 200],
      ["bytes = 0-1", 200],
      ["Bytes=0-1", 200],
      ["items=0-1", 200],
      ["bytes=\t0-1", 206, `bytes 0-1/${size}`],
      [",", 200],
      ["=", 200],
    ];
    const mismatches: string[] = [];
    for (const [range, status, contentRange] of cases) {
      const answer = await get("/robots.txt", { Range: range, "Accept-Encoding": "identity" });
      const label = range.slice(0, 60);
      if (answer.status !== status || answer.headers["content-range"] !== contentRange) {
        mismatches.push(`${label}: ${answer.status} ${answer.headers["content-range"]}`);
        continue;
      }
      const [first, last] = (/(\d+)-(\d+)\//.exec(contentRange ?? "") ?? []).slice(1).map(Number);
      // 200: the whole file; 206: the range; 416: the plain error body, never file bytes.
      const errorBody = Buffer.byteLength(`${status} ${STATUS_CODES[status]}\n`);
      expect(answer.bytes, label).toBe(status === 200 ? size : status === 206 ? last - first + 1 : errorBody);
      expect(status !== 200 || answer.body === robots.toString("latin1"), `${label}: the whole file`).toBe(true);
    }
    expect(mismatches).toEqual([]);
    // A big file: the last 100 bytes, a range far inside, one past the end.
    const tail = await get(`/${bigName}`, { Range: "bytes=-100" });
    expect([tail.status, tail.bytes, tail.headers["content-range"]]).toEqual([
      206,
      100,
      `bytes ${bigSize - 100}-${bigSize - 1}/${bigSize}`,
    ]);
    expect((await get(`/${bigName}`, { Range: `bytes=${bigSize - 1}-${bigSize * 2}` })).bytes).toBe(1);
    expect((await get(`/${bigName}`, { Range: `bytes=${bigSize}-` })).status).toBe(416);
    // The compressed representation has its own bytes; HEAD honours Range; If-Range (our tags are
    // weak), a 404 and a redirect ignore it.
    const compressed = await get(page, { Range: "bytes=0-9", "Accept-Encoding": "br" });
    expect([compressed.status, compressed.bytes, compressed.headers["content-encoding"]]).toEqual([206, 10, "br"]);
    expect((await get(page, { Range: "bytes=0-9" }, "HEAD")).status).toBe(206);
    const etag = String((await get("/robots.txt")).headers.etag);
    expect((await get("/robots.txt", { Range: "bytes=0-1", "If-Range": etag })).status).toBe(200);
    expect((await get("/robots.txt", { Range: "bytes=0-1", "If-Range": '"stale"' })).status).toBe(200);
    expect((await get("/robots.txt", { Range: "bytes=0-1", "If-Range": "Thu, 01 Jan 1970 00:00:00 GMT" })).status).toBe(
      200,
    );
    expect((await get("/robots.txt", { Range: "bytes=0-1", "If-Range": "garbage" })).status).toBe(200);
    expect((await get("/no-such-file", { Range: "bytes=0-1" })).status).toBe(404);
    expect((await get(`${page}/`, { Range: "bytes=5-2" })).status).toBe(301);
    // Repeated Range headers reach the server joined; raw bytes in one.
    expect(
      (
        await send(
          `GET /robots.txt HTTP/1.1\r\nHost: x\r\nRange: bytes=0-1\r\nRange: bytes=2-3\r\nConnection: close\r\n\r\n`,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await send(
          Buffer.from(
            `GET /robots.txt HTTP/1.1\r\nHost: x\r\nRange: bytes=\xff\xfe-1\r\nConnection: close\r\n\r\n`,
            "latin1",
          ),
        )
      ).status,
    ).toBe(200);
    await expectRecovered("range");
  }, 60_000);

  it("Accept-Encoding with q-values, odd case and junk", async () => {
    const identity = (await get(page, { "Accept-Encoding": "identity" })).body;
    const cases: [string, string | undefined][] = [
      ["br", "br"],
      ["BR", "br"],
      ["Gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["br;q=0, gzip;q=0", undefined],
      ["gzip;q=0.5, br;q=0.4", "gzip"],
      // @fastify/static reads "*" as gzip.
      ["*", "gzip"],
      ["*;q=0", undefined],
      ["*;q=0.1, br;q=0", "gzip"],
      ["identity;q=0", undefined],
      // @fastify/accept-negotiator reads a q-value above 1 as 1, and finds "br" among 600 tokens or after a tab.
      ["br;q=1.5", "br"],
      ["br;q=", undefined],
      ["br;q=-1, gzip", "gzip"],
      ["compress, deflate", undefined],
      ["br ; q = 0.9 , gzip ; q = 0.8", "br"],
      [`${"x;q=1, ".repeat(600)}br`, "br"],
      [",,,;;;===", undefined],
      ["gzip\tbr", "br"],
    ];
    const mismatches: string[] = [];
    for (const [header, encoding] of cases) {
      for (const target of [page, "/robots.txt", "/no-such-page"]) {
        const answer = await request(abuse.server.base, target, { headers: { "Accept-Encoding": header } });
        const missing = missingHeaders(answer.status, answer.headers);
        if (missing.length) problems.push(`${target} ${header} lacks ${missing.join(", ")}`);
        if (answer.headers["content-encoding"] !== encoding)
          mismatches.push(`${target} with ${header.slice(0, 40)}: ${answer.headers["content-encoding"]}`);
        // An English page's language also depends on Accept-Language and Cookie.
        expect(answer.headers.vary, target).toBe(
          target === page ? "Accept-Encoding, Accept-Language, Cookie" : "Accept-Encoding",
        );
      }
    }
    // A live page (the landing page, rendered from the store) reads the header as case-insensitively.
    for (const [header, encoding] of [
      ["br", "br"],
      ["BR", "br"],
      ["Gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["gzip;q=0.5, br;q=0.4", "gzip"],
      ["br;q=0, gzip;q=0", undefined],
      ["compress, deflate", undefined],
    ] as const) {
      const answer = await request(abuse.server.base, "/", { headers: { "Accept-Encoding": header } });
      if (answer.headers["content-encoding"] !== encoding)
        mismatches.push(`/ with ${header}: ${answer.headers["content-encoding"]}`);
    }
    expect(mismatches).toEqual([]);
    // Each representation decodes to the same page.
    const bytes = async (encoding: string) =>
      Buffer.from((await get(page, { "Accept-Encoding": encoding })).body, "latin1");
    expect(brotliDecompressSync(await bytes("br")).toString("latin1")).toBe(identity);
    expect(gunzipSync(await bytes("gzip")).toString("latin1")).toBe(identity);
    await expectRecovered("encodings");
  }, 60_000);

  it("conditional requests: If-None-Match lists and weak tags, If-Modified-Since, If-Match, If-Unmodified-Since", async () => {
    const first = await get(page, { "Accept-Encoding": "br" });
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers["last-modified"]);
    const notModified: Record<string, string>[] = [
      { "If-None-Match": etag },
      { "If-None-Match": `"a", "b", ${etag}` },
      { "If-None-Match": `${Array.from({ length: 500 }, (_, i) => `"tag-${i}"`).join(", ")}, ${etag}` },
      { "If-None-Match": etag.replace(/^W\//, "") },
      { "If-None-Match": "*" },
      { "If-Modified-Since": lastModified },
      { "If-Modified-Since": "Fri, 31 Dec 9999 23:59:59 GMT" },
      { "If-Modified-Since": "Sat, 01 Jan 275760 00:00:00 GMT" },
      { "If-None-Match": etag, "If-Modified-Since": "Thu, 01 Jan 1970 00:00:00 GMT" },
    ];
    for (const conditions of notModified) {
      const answer = await get(page, { "Accept-Encoding": "br", ...conditions });
      expect(answer.status, JSON.stringify(conditions).slice(0, 80)).toBe(304);
      expect(answer.bytes).toBe(0);
      expect(answer.headers.etag).toBe(etag);
      expect(answer.headers["content-security-policy"]).toBe(policy(hashes[page]));
      expect(answer.headers["cache-control"]).toBe("no-cache");
    }
    const modified: Record<string, string>[] = [
      { "If-None-Match": '"nope"' },
      { "If-None-Match": "W/" },
      { "If-None-Match": ",,," },
      { "If-None-Match": etag.replace(/"/g, "") },
      { "If-None-Match": '"nope"', "If-Modified-Since": lastModified },
      { "If-Modified-Since": "Thu, 01 Jan 1970 00:00:00 GMT" },
      { "If-Modified-Since": "garbage" },
      { "If-Modified-Since": "Sat, 01 Jan 999999 00:00:00 GMT" },
      { "If-None-Match": etag, "Cache-Control": "no-cache" },
      { "If-Match": "*" },
      // If-Match present: If-Unmodified-Since is not evaluated (RFC 9110 §13.2.2).
      { "If-Match": "*", "If-Unmodified-Since": "Thu, 01 Jan 1970 00:00:00 GMT" },
    ];
    for (const conditions of modified) {
      expect((await get(page, { "Accept-Encoding": "br", ...conditions })).status, JSON.stringify(conditions)).toBe(
        200,
      );
    }
    const failing: Record<string, string>[] = [
      { "If-Match": '"nope"' },
      // If-Match compares strongly, and a weak tag never matches that way (RFC 9110 §13.1.1).
      { "If-Match": etag },
      { "If-Unmodified-Since": "Thu, 01 Jan 1970 00:00:00 GMT" },
    ];
    for (const conditions of failing) {
      expect((await get(page, { "Accept-Encoding": "br", ...conditions })).status, JSON.stringify(conditions)).toBe(
        412,
      );
    }
    // Another encoding, another tag; conditions never turn a 404 into a 304 or a 412 (RFC 9110 §13.2.1).
    expect((await get(page, { "Accept-Encoding": "gzip", "If-None-Match": etag })).status).toBe(200);
    expect((await get("/no-such-page", { "If-None-Match": "*" })).status).toBe(404);
    expect((await get("/no-such-file.txt", { "If-Match": '"nope"' })).status).toBe(404);
    expect((await get("/no-such-page", { "If-Match": '"nope"' })).status).toBe(404);
    await expectRecovered("conditionals");
  }, 60_000);
});

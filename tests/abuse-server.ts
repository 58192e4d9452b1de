/**
 * What the abuse tests (server/abuse-*.test.ts) share: the compiled production server started as
 * `npm start` starts it with a 16 MiB file to download, the raw-socket client, and the check after
 * each group of hostile requests: every answer carried the site's headers, the server still answers
 * `/` with its page's CSP, it did not stop, and its open descriptors came back within a small margin
 * of where they were after warm-up. Memory is printed,
 * not asserted. Needs `npm run build` first.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import http from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { buildRoot, scriptHashesFile } from "../scripts/build-manifest.ts";
import { type ScriptHashes } from "../app/rules/table.ts";
import { siteIndex } from "../app/rules/requests.ts";
import { request, type Answer } from "./http-client.ts";
import { openDescriptors, residentKiB, startServer, type RunningServer } from "./server-process.ts";
import { securityHeaders, policy } from "./expected-headers.ts";
import { livePaths } from "../app/status-center/center.ts";

/** Descriptors the server may hold above its starting count once a group is over (a log stream, a timer). */
export const descriptorMargin = 4;
/*
 * Memory is printed, not asserted: the server's resident size after a group was 8 to 29 MiB above its
 * start on this 2-core machine from run to run (the allocator keeps what it grew), so a bound tight
 * enough to catch a leak flaked. A leak here is a file or socket left open: descriptors are counted
 * and asserted, and `npm run bench` prints the memory figures.
 */

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  head: string;
}

/** Sends bytes as they are on a fresh connection and parses the first answer's head. */
export function raw(port: number, text: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    let data = Buffer.alloc(0);
    const timer = setTimeout(
      () => socket.destroy(new Error(`no answer to ${JSON.stringify(String(text).slice(0, 80))}`)),
      15_000,
    );
    const finish = () => {
      clearTimeout(timer);
      // Skip interim answers (100 Continue): they carry no headers by design.
      const heads = data.toString("latin1").split("\r\n\r\n");
      const head = heads.find((part) => !/^HTTP\/1\.\d 1\d\d /.test(part)) ?? heads[0];
      const [statusLine, ...lines] = head.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(" ")[1] ?? 0), headers, head });
    };
    socket.on("data", (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      const received = data.toString("latin1");
      if (received.includes("\r\n\r\n") && !/^HTTP\/1\.\d 1\d\d [^]*?\r\n\r\n$/.test(received)) socket.destroy();
    });
    socket.on("close", finish);
    socket.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "ECONNRESET" || error.code === "EPIPE" ? finish() : reject(error),
    );
  });
}

/** What a header-complete answer lacks: the common headers, a CSP, a Cache-Control; a 304 also its ETag and Vary. */
export function missingHeaders(status: number, headers: Record<string, string | string[] | undefined>): string[] {
  const missing = Object.entries(securityHeaders)
    .filter(([name, value]) => headers[name.toLowerCase()] !== value)
    .map(([name]) => name);
  for (const name of ["content-security-policy", "cache-control"]) if (!headers[name]) missing.push(name);
  if (status === 304) for (const name of ["etag", "vary"]) if (!headers[name]) missing.push(name);
  return missing;
}

/**
 * Starts the server for the calling describe block (beforeAll) and stops it after (afterAll);
 * `server` is there once the block's tests run.
 */
export function abuseServer() {
  const hashes: ScriptHashes = JSON.parse(readFileSync(scriptHashesFile, "utf8"));
  const pages = [...siteIndex(Object.keys(hashes)).pages];
  // A page served from its file (the live ones are rendered from the store: no Range, no Last-Modified).
  const page = pages.find((path) => !livePaths.has(path))!;
  const bigName = `abuse-test-${process.pid}.bin`;
  const bigSize = 16 * 1024 * 1024;
  const robots = readFileSync(join(buildRoot, "robots.txt"));
  let server: RunningServer;
  let baseline = { fds: 0, rssKiB: 0 };
  const problems: string[] = [];

  const get = async (target: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> => {
    const answer = await request(server.base, target, { headers, method });
    const missing = missingHeaders(answer.status, answer.headers);
    if (missing.length)
      problems.push(`${method} ${target} ${JSON.stringify(headers)} → ${answer.status} lacks ${missing.join(", ")}`);
    return answer;
  };
  const send = async (text: string | Buffer) => {
    const answer = await raw(server.port, text);
    const missing = missingHeaders(answer.status, answer.headers);
    if (answer.status && missing.length)
      problems.push(`${JSON.stringify(String(text).slice(0, 60))} → ${answer.status} lacks ${missing.join(", ")}`);
    return answer;
  };

  /** The server still serves `/` right, it did not stop, descriptors and memory are back near the start. */
  async function expectRecovered(group: string) {
    expect(problems.join("\n"), `${group}: answers without the site's headers`).toBe("");
    const home = await request(server.base, "/");
    expect(home.status, `${group}: / still answers`).toBe(200);
    expect(home.headers["content-security-policy"], `${group}: / keeps its CSP`).toBe(policy(hashes["/"]));
    expect(home.headers["cache-control"]).toBe("no-cache");
    expect(server.child.exitCode, `${group}: the server did not stop`).toBeNull();
    const pid = server.child.pid!;
    let now = { fds: openDescriptors(pid), rssKiB: residentKiB(pid) };
    // Sockets close and garbage is collected a little after the last answer: give it time, assert no timing.
    for (let wait = 0; wait < 100 && now.fds > baseline.fds + descriptorMargin; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      now = { fds: openDescriptors(pid), rssKiB: residentKiB(pid) };
    }
    console.log(
      `abuse ${group}: server ${pid} descriptors ${baseline.fds} → ${now.fds}, memory ${(baseline.rssKiB / 1024).toFixed(1)} → ${(now.rssKiB / 1024).toFixed(1)} MiB`,
    );
    expect(now.fds, `${group}: descriptors`).toBeLessThanOrEqual(baseline.fds + descriptorMargin);
  }

  beforeAll(async () => {
    writeFileSync(join(buildRoot, bigName), Buffer.alloc(bigSize, 42));
    server = await startServer();
    // Warm up (code paths compiled, buffers allocated) before the starting point is taken.
    for (let i = 0; i < 200; i++)
      await request(server.base, i % 2 ? "/" : page, { headers: { "Accept-Encoding": "br" } });
    let started = 0;
    await Promise.all(
      Array.from({ length: 25 }, async () => {
        while (started++ < 1000) await abortedDownload(`/${bigName}`);
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    baseline = { fds: openDescriptors(server.child.pid!), rssKiB: residentKiB(server.child.pid!) };
  }, 60_000);

  afterAll(async () => {
    rmSync(join(buildRoot, bigName), { force: true });
    await server?.stop();
  });

  /**
   * Starts a download and drops the connection as soon as the first bytes of the body arrive.
   * Resolves with whether the download began (body bytes arrived before the hang-up).
   */
  function abortedDownload(target: string, headers: Record<string, string> = {}): Promise<boolean> {
    return new Promise((resolve) => {
      let began = false;
      const req = http.get({ host: "127.0.0.1", port: server.port, path: target, headers, agent: false }, (res) => {
        res.once("data", () => {
          began = true;
          req.destroy();
        });
        res.on("end", () => resolve(began));
      });
      req.on("close", () => resolve(began));
      req.on("error", () => resolve(began));
    });
  }

  return {
    get server() {
      return server;
    },
    hashes,
    pages,
    page,
    bigName,
    bigSize,
    robots,
    problems,
    get,
    send,
    expectRecovered,
    abortedDownload,
  };
}

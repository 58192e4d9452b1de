/**
 * The load part of `npm run bench` under abuse (called from scripts/bench.ts): the same mix of
 * ordinary page loads, measured twice for `durationS` each, once alone ("clean") and once while
 * other clients keep aborting downloads mid-response, sending hostile Range headers and bad
 * paths ("under abuse"). Reports requests/s, p99 latency and errors of the page loads beside each
 * other, what the abusers got done, and whether the server still answers `/` afterwards.
 * The aborted downloads need a file large enough not to fit in the socket buffers: a 16 MB
 * file is written into build/client for the run and removed after (the server serves files as
 * they are on disk). On Linux it also reads the server's open descriptors and resident memory
 * from /proc before and after the abuse, as server/abuse-*.test.ts do.
 * Then attack tools written by others: scripts/bench-attacks.ts.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import autocannon, { type Result } from "autocannon";
import { buildRoot } from "./build-manifest.ts";

export interface LoadFigures {
  run: string;
  connections: number;
  durationS: number;
  requestsPerSecond: number;
  totalRequests: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

export interface AbuseFigures {
  abortedDownloads: number;
  /** Bad Range headers, bad paths and odd methods, answered (any status). */
  hostileRequests: number;
  hostileRequestsPerSecond: number;
  /** Status classes the hostile requests got: 2xx/3xx are ordinary for ignored Ranges, 4xx expected, 5xx never. */
  hostile2xx: number;
  hostile4xx: number;
  hostile5xx: number;
  hostileErrors: number;
  /** `/` answered 200 after the run. */
  healthyAfter: boolean;
}

export interface WorkerFigures {
  pid: number;
  /** Open file descriptors and resident memory after the clean run, and a second after the abuse. */
  fdsBefore: number;
  fdsAfter: number;
  rssMiBBefore: number;
  rssMiBAfter: number;
}

/** The server process's descriptors and memory; empty off Linux (or once it has exited). */
function serverStats(serverPid: number | undefined): Map<number, { fds: number; rssMiB: number }> {
  const stats = new Map<number, { fds: number; rssMiB: number }>();
  if (serverPid === undefined || !existsSync(`/proc/${serverPid}/fd`)) return stats;
  try {
    const rssKiB = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${serverPid}/status`, "utf8"))?.[1] ?? 0);
    stats.set(serverPid, { fds: readdirSync(`/proc/${serverPid}/fd`).length, rssMiB: Math.round(rssKiB / 102.4) / 10 });
  } catch {
    // It exited between the check and the reading: it is missing from the "after" side.
  }
  return stats;
}

/** The page loads measured in both runs: pages and the assets a visit fetches, compressed. */
export function pageMix(pages: readonly string[], assets: readonly string[]) {
  return [...pages, ...assets].map((path) => ({ method: "GET", path, headers: { "accept-encoding": "br, gzip" } }));
}

const hostile = (bigFile: string): { path: string; method?: string; headers?: Record<string, string> }[] => [
  { path: "/robots.txt", headers: { range: "bytes=5-2" } },
  { path: "/robots.txt", headers: { range: "bytes=0-18446744073709551615" } },
  { path: `/${bigFile}`, headers: { range: "bytes=-100" } },
  { path: "/robots.txt", headers: { range: "abc" } },
  { path: "/", headers: { range: `bytes=${"0-0,".repeat(500)}1-1` } },
  { path: "/%2e%2e/%2e%2e/etc/passwd" },
  { path: "//evil.com/" },
  { path: "/index.html.br", headers: { "accept-encoding": "identity" } },
  { path: "/a%00b" },
  { path: "/", headers: { "accept-encoding": "br;q=0, gzip", "if-none-match": `"x", W/"y", *` } },
  { path: "/", method: "POST" },
  { path: "/nope" },
];

export function figures(run: LoadFigures["run"], result: Result, connections: number, durationS: number): LoadFigures {
  return { run, connections, durationS, ...loadFigures(result) };
}

/** Whether `/` answers 200. */
export function healthy(base: string): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    http
      .get(`${base}/`, { agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      })
      .on("error", () => resolve(false));
  });
}

export function loadFigures(result: Result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    totalRequests: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

function abortedDownload(base: string, path: string): Promise<void> {
  return new Promise((resolve) => {
    const req = http.get(`${base}${path}`, { agent: false }, (res) => res.once("data", () => req.destroy()));
    req.on("close", () => resolve());
    req.on("error", () => resolve());
  });
}

export async function runAbuseLoad(
  base: string,
  {
    pages,
    assets,
    connections = 50,
    durationS = 10,
    serverPid,
  }: {
    pages: readonly string[];
    assets: readonly string[];
    connections?: number;
    durationS?: number;
    /** The server's process: its descriptors and memory are reported. */
    serverPid?: number;
  },
): Promise<{ load: LoadFigures[]; abuse: AbuseFigures; workers: WorkerFigures[] }> {
  const bigFile = `bench-abuse-${process.pid}.bin`;
  writeFileSync(join(buildRoot, bigFile), Buffer.alloc(16 * 1024 * 1024, 1));
  try {
    const requests = pageMix(pages, assets);
    const clean = await autocannon({ url: base, connections, duration: durationS, requests });
    // Sockets close and garbage is collected a little after the last answer.
    const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));
    await settle();
    const before = serverStats(serverPid);

    const abusing = { on: true };
    let abortedDownloads = 0;
    const aborters = Array.from({ length: 10 }, async () => {
      while (abusing.on) {
        await abortedDownload(base, `/${bigFile}`);
        abortedDownloads++;
      }
    });
    const [underAbuse, hostileResult] = await Promise.all([
      autocannon({ url: base, connections, duration: durationS, requests }),
      autocannon({ url: base, connections: 10, duration: durationS, requests: hostile(bigFile) }),
    ]);
    abusing.on = false;
    await Promise.all(aborters);

    await settle();
    const after = serverStats(serverPid);
    const healthyAfter = await healthy(base);
    return {
      load: [
        figures("clean", clean, connections, durationS),
        figures("under abuse", underAbuse, connections, durationS),
      ],
      abuse: {
        abortedDownloads,
        hostileRequests: hostileResult.requests.total,
        hostileRequestsPerSecond: Math.round(hostileResult.requests.average),
        hostile2xx: hostileResult["2xx"],
        hostile4xx: hostileResult["4xx"],
        hostile5xx: hostileResult["5xx"],
        hostileErrors: hostileResult.errors,
        healthyAfter,
      },
      workers: [...before].map(([pid, start]) => ({
        pid,
        fdsBefore: start.fds,
        fdsAfter: after.get(pid)?.fds ?? Number.NaN,
        rssMiBBefore: start.rssMiB,
        rssMiBAfter: after.get(pid)?.rssMiB ?? Number.NaN,
      })),
    };
  } finally {
    rmSync(join(buildRoot, bigFile), { force: true });
  }
}

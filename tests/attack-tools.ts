/**
 * Attack tools written by others, for server/abuse-load.test.ts and `npm run bench` (scripts/bench-abuse.ts):
 * - autocannon with HTTP/1.1 pipelining (`pipelining`, the CLI's `-p`): many requests in flight on
 *   each connection; at the end of its run autocannon drops its connections with requests still
 *   queued, the hang-up that used to leak a descriptor per queued response;
 * - slowhttptest (Debian package `slowhttptest`, installed by .ci/run like nginx): slowloris (`-H`),
 *   slow body (`-B`, R-U-Dead-Yet), slow read (`-X`) and the Range attack (`-R`). Where it is missing,
 *   callers skip with a message.
 * Both only ever target the loopback address the caller passes.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon, { type Request, type Result } from "autocannon";

export const slowhttptestBinary = ["/usr/bin/slowhttptest", "/usr/local/bin/slowhttptest"].find((path) =>
  existsSync(path),
);
export const slowhttptestMissing =
  "slowhttptest is not installed (Debian: apt-get install slowhttptest; .ci/run installs it): its attacks are skipped";

export type SlowAttack = "slowloris" | "slow body" | "slow read" | "range";

export interface SlowFigures {
  attack: SlowAttack;
  seconds: number;
  /** Most connections the tool held open at once. */
  connectedMax: number;
  /** Connections the server closed (timeouts, answers) during the run. */
  closed: number;
  /** Seconds in which the tool's probe connection got an answer, of `seconds`. */
  availableSeconds: number;
  /** The tool's own verdict line ("Hit test time limit", "No open connections left", …). */
  exit: string;
}

/** The command line of each attack against `url` for `seconds`, from slowhttptest's own options. */
function slowArgs(attack: SlowAttack, url: string, seconds: number, connections: number, verb?: string): string[] {
  const common = ["-c", String(connections), "-l", String(seconds), "-p", "3", "-u", url, "-g"];
  if (verb) common.push("-t", verb);
  if (attack === "slowloris") return ["-H", "-i", "5", "-r", "100", "-x", "24", ...common];
  // Announce an 8 KiB form body, send up to 10 bytes of it every 3 s.
  if (attack === "slow body") return ["-B", "-i", "3", "-r", "100", "-s", "8192", "-x", "10", ...common];
  // Advertise a 10-20 byte receive window, read 32 bytes every 3 s, ask for the file 3 times per connection.
  if (attack === "slow read")
    return ["-X", "-r", "100", "-w", "10", "-y", "20", "-n", "3", "-z", "32", "-k", "3", ...common];
  // Range: bytes=0-,10-1,10-2,… up to 3,000: the "Apache killer".
  return ["-R", "-r", "50", "-a", "10", "-b", "3000", ...common];
}

/** Runs one slowhttptest attack to its end and reads its per-second CSV. Undefined without the tool. */
export async function runSlowHttpTest(
  attack: SlowAttack,
  url: string,
  { seconds = 12, connections = 200, verb }: { seconds?: number; connections?: number; verb?: string } = {},
): Promise<SlowFigures | undefined> {
  if (!slowhttptestBinary) return undefined;
  const dir = mkdtempSync(join(tmpdir(), "rift-slowhttptest-"));
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(
        slowhttptestBinary,
        [...slowArgs(attack, url, seconds, connections, verb), "-o", join(dir, "run")],
        {
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      let text = "";
      child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (text += chunk.toString()));
      const timer = setTimeout(() => child.kill("SIGKILL"), (seconds + 30) * 1000);
      child.on("error", reject);
      child.on("exit", () => {
        clearTimeout(timer);
        resolve(text);
      });
    });
    const csv = readdirSync(dir).find((name) => name.endsWith(".csv"));
    // Seconds,Closed,Pending,Connected,Service Available (the last is 0 when the probe got no answer).
    const rows = csv
      ? readFileSync(join(dir, csv), "utf8")
          .trim()
          .split("\n")
          .slice(1)
          .map((line) => line.split(",").map(Number))
      : [];
    return {
      attack,
      seconds: rows.length,
      connectedMax: Math.max(0, ...rows.map((row) => row[3] ?? 0)),
      closed: Math.max(0, ...rows.map((row) => row[1] ?? 0)),
      availableSeconds: rows.filter((row) => (row[4] ?? 0) > 0).length,
      // oxlint-disable-next-line no-control-regex -- the tool colours its output with ANSI escapes
      exit: /Exit status:\s*(.*)/.exec(output.replace(/\x1b\[[\d;]*m/g, ""))?.[1]?.trim() ?? "unknown",
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface PipelinedFigures {
  pipelining: number;
  connections: number;
  durationS: number;
  requestsPerSecond: number;
  totalRequests: number;
  latencyP99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  status5xx: number;
}

/** autocannon with `pipelining` requests in flight per connection over `requests` (a mix of paths). */
export async function runPipelined(
  base: string,
  requests: { method?: string; path: string; headers?: Record<string, string> }[],
  { pipelining = 10, connections = 20, durationS = 5 } = {},
): Promise<PipelinedFigures> {
  const result: Result = await autocannon({
    url: base,
    connections,
    pipelining,
    duration: durationS,
    requests: requests.map((request): Request => ({ method: "GET", ...request })),
  });
  return {
    pipelining,
    connections,
    durationS,
    requestsPerSecond: Math.round(result.requests.average),
    totalRequests: result.requests.total,
    latencyP99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    status5xx: result["5xx"],
  };
}

/** Open descriptors of a server process and of each of its children, if any (npm run serve's node); empty off Linux. */
export function serverDescriptors(serverPid: number | undefined): Map<number, number> {
  const found = new Map<number, number>();
  if (serverPid === undefined || !existsSync(`/proc/${serverPid}/fd`)) return found;
  const children = `/proc/${serverPid}/task/${serverPid}/children`;
  const pids = [
    serverPid,
    ...(existsSync(children) ? readFileSync(children, "utf8").trim().split(/\s+/).filter(Boolean).map(Number) : []),
  ];
  for (const pid of pids) {
    try {
      found.set(pid, readdirSync(`/proc/${pid}/fd`).length);
    } catch {
      // Exited between the listing and the reading.
    }
  }
  return found;
}

/**
 * Starts the compiled production entry (build/server/index.js) the way `npm start` runs it, for
 * process.test.ts and abuse-*.test.ts, and reads its open descriptors and memory from /proc.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createServer, type AddressInfo } from "node:net";
import { join } from "node:path";
import { projectRoot } from "../scripts/build-manifest.ts";

/** The compiled production server, as `npm start` runs it. */
export const serverEntry = join(projectRoot, "build", "server", "index.js");

/** A TCP port nobody listens on right now, on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  child: ChildProcess;
  port: number;
  base: string;
  /** stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or signal) once the server has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Waits until `test(output)` holds, polling; rejects with the output after `timeoutMs`. */
export async function waitFor(
  server: Pick<RunningServer, "output">,
  test: (output: string) => boolean,
  timeoutMs = 20_000,
  what = "the server",
) {
  const deadline = Date.now() + timeoutMs;
  while (!test(server.output())) {
    if (Date.now() > deadline) throw new Error(`${what}: timed out; output so far:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The server at `entry` (a copy of the build's may be given), on a free port. */
export async function startServer(env: Record<string, string> = {}, entry = serverEntry): Promise<RunningServer> {
  const child = spawn(process.execPath, [entry], {
    cwd: projectRoot,
    // Its own status-center database unless the test names one.
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(tmpdir(), "rift-server-data-")),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const running = {
    child,
    port: 0,
    base: "",
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
  const started = waitFor(running, (text) => /served at http:\/\/[^:]+:\d+/.test(text), 30_000, "server start");
  await Promise.race([
    started,
    exited.then(({ code }) => Promise.reject(new Error(`the server exited (${code}) at start:\n${output}`))),
  ]);
  running.port = Number(/served at http:\/\/[^:]+:(\d+)/.exec(output)![1]);
  running.base = `http://127.0.0.1:${running.port}`;
  return running;
}

/** Open file descriptors of a process. */
export function openDescriptors(pid: number): number {
  return readdirSync(`/proc/${pid}/fd`).length;
}

/** Resident memory of a process, in KiB. */
export function residentKiB(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]);
}

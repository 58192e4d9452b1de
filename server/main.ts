/**
 * The production entry behind `npm start` and `npm run serve`. server/vite.config.ts compiles it,
 * with everything it imports from this repository, to build/server/index.js, run with plain `node`:
 * only Node and the packages in `dependencies` are loaded at run time.
 *
 * The primary process forks one worker per core (WEB_CONCURRENCY overrides) and replaces a worker
 * that dies, waiting longer after each crash in a row (server/restart-backoff.ts). Workers share the
 * port and serve build/client (server/serve.ts). SIGTERM or SIGINT: every worker stops accepting,
 * finishes the requests in flight (at most SHUTDOWN_TIMEOUT_MS, 10 s), and the process exits 0.
 * Errors are logged one line each on stderr; a worker with an uncaught error drains and is replaced.
 */
import cluster, { type Worker } from "node:cluster";
import { existsSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import { brand } from "../app/config/brand.ts";
import type { ScriptHashes } from "../scripts/build-manifest.ts";
import { RestartBackoff, workerCount } from "./restart-backoff.ts";
import { closeGracefully, createSiteServer, logLine } from "./serve.ts";
import { watchStatusFile } from "./status-watch.ts";

/** build/: this file runs as build/server/index.js. */
const buildDir = resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000);
/** The live status file served at /status.json: STATUS_FILE (a volume, a data directory) once it exists, else the build's. */
const statusFile = process.env.STATUS_FILE ? resolve(process.env.STATUS_FILE) : undefined;

function readHashes(): ScriptHashes {
  const file = join(buildDir, "script-hashes.json");
  if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first.`);
  return JSON.parse(readFileSync(file, "utf8")) as ScriptHashes;
}

async function runWorker() {
  const server = await createSiteServer({ root: join(buildDir, "client"), hashes: readHashes(), statusFile });
  let stopping = false;
  const stop = (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    logLine("info", `${reason}: finishing the requests in flight`);
    void closeGracefully(server, shutdownTimeoutMs).then(() => process.exit(code));
  };
  server.on("error", (error) => {
    logLine("error", `cannot listen on ${host}:${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, host);
  process.on("SIGTERM", () => stop("SIGTERM", 0));
  process.on("SIGINT", () => stop("SIGINT", 0));
  // A bug, not a request: log it, drain this worker and let the primary start a fresh one.
  process.on("uncaughtException", (error) => {
    logLine("error", `uncaught exception: ${error.stack ?? error.message}`);
    stop("uncaught exception", 1);
  });
  process.on("unhandledRejection", (reason) => {
    logLine(
      "error",
      `unhandled rejection: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`,
    );
    stop("unhandled rejection", 1);
  });
}

function runPrimary() {
  // Workers accept connections themselves from the shared socket (the kernel spreads them), never
  // through the primary: with Node's default round robin on Linux the primary accepts every
  // connection and queues it, one descriptor each, until a worker takes it; a flood of short
  // connections (pipelined requests and a hang-up, thousands a second) grew that queue without
  // bound (9,198 descriptors in the primary in one bench run). Here pending connections wait in
  // the kernel's listen backlog, which is bounded.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  const count = workerCount(process.env.WEB_CONCURRENCY, availableParallelism());
  const backoff = new RestartBackoff();
  const listened = new Set<number>();
  let announced = false;
  let stopping = false;
  let exitCode = 0;

  const fork = () => cluster.fork();
  cluster.on("listening", (worker: Worker, address) => {
    listened.add(worker.id);
    logLine("info", `worker ${worker.process.pid} listening`);
    if (announced) return;
    announced = true;
    const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host;
    console.log(
      `${brand.name} is being served at http://${shown}:${address.port} (${count} worker${count === 1 ? "" : "s"}, primary pid ${process.pid}, Node ${process.version})`,
    );
  });
  cluster.on("online", (worker: Worker) => logLine("info", `worker ${worker.process.pid} started`));
  cluster.on("exit", (worker: Worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!listened.has(worker.id) && listened.size === 0) {
      // Never served a request: the port, the build or the configuration is wrong. Restarting would not help.
      logLine("error", `worker ${worker.process.pid} exited (${how}) before listening: stopping`);
      stopping = true;
      exitCode = 1;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    const delay = backoff.next();
    logLine("error", `worker ${worker.process.pid} exited (${how}): replacing it in ${delay} ms`);
    setTimeout(fork, delay);
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, closing the server`);
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker?.process.kill("SIGTERM");
    // Workers give up on slow requests after the shutdown timeout; this is the last resort.
    setTimeout(() => {
      logLine("error", "workers did not stop in time: killing them");
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(1);
    }, shutdownTimeoutMs + 5_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  for (let i = 0; i < count; i++) fork();
  watchStatusFile(statusFile ?? join(buildDir, "client", "status.json"), logLine);
}

if (cluster.isPrimary) runPrimary();
else
  void runWorker().catch((error: unknown) => {
    logLine("error", `cannot start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  });

/**
 * The production entry behind `npm start` and `npm run serve`. server/vite.config.ts compiles it,
 * with everything it imports from this repository, to build/server/index.js, run with plain `node`:
 * only Node and the packages in `dependencies` are loaded at run time.
 *
 * One process serves build/client (server/serve.ts): on the two-core machine it was measured on, one
 * process answers as many requests as nginx with two workers (decision 0017). More processes may
 * share the port (it is opened with SO_REUSEPORT): the process manager starts them, as it restarts
 * one that stops (systemd's Restart=, the container's restart policy). SIGTERM or SIGINT: stop
 * accepting, finish the requests in flight (at most SHUTDOWN_TIMEOUT_MS, 10 s), exit 0. An error no
 * request caused is logged on one line, the process drains and exits 1.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brand } from "../app/config/brand.ts";
import type { ScriptHashes } from "../scripts/build-manifest.ts";
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

async function main() {
  const server = await createSiteServer({ root: join(buildDir, "client"), hashes: readHashes(), statusFile });
  let stopping = false;
  const stop = (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    console.log(`${reason}: finishing the requests in flight`);
    void closeGracefully(server, shutdownTimeoutMs).then(() => process.exit(code));
  };
  server.on("error", (error) => {
    logLine("error", `cannot listen on ${host}:${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen({ port, host, reusePort: true }, () => {
    const address = server.address();
    const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host;
    console.log(
      `${brand.name} is being served at http://${shown}:${typeof address === "object" && address ? address.port : port} (pid ${process.pid}, Node ${process.version})`,
    );
  });
  process.on("SIGTERM", () => stop("SIGTERM", 0));
  process.on("SIGINT", () => stop("SIGINT", 0));
  // A bug, not a request: log it, drain, and leave the restart to the process manager.
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
  watchStatusFile(statusFile ?? join(buildDir, "client", "status.json"), logLine);
}

main().catch((error: unknown) => {
  logLine("error", `cannot start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});

// build/server/index.js: one process; more may share the port (SO_REUSEPORT; decision 0017). SIGTERM or SIGINT:
// finish the requests in flight (a second signal: at once), exit 0. An error no request caused: drain, exit 1.
import { existsSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { brand } from "../app/config/brand.ts";
import { logLine } from "./connection.ts";
import { createSiteServer } from "./serve.ts";
import { livePaths } from "../app/status-center/center.ts";
import { cachedLive, liveKey } from "../app/status-center/live.ts";
import { openNodeCenter, readSeed } from "../app/status-center/node-center.ts";
import { seed } from "../app/status-center/seed.ts";

const buildDir = resolve(import.meta.dirname, "..");
const { PORT = "3000", HOST = "0.0.0.0", SHUTDOWN_TIMEOUT_MS = "10000", STATUS_FILE } = process.env;
// The status center's database serves livePaths; on a first start it takes STATUS_FILE's statuses, else the seed's.

const hashesFile = join(buildDir, "script-hashes.json");
const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

try {
  if (!existsSync(hashesFile)) throw new Error(`${hashesFile} is missing: run "npm run build" first.`);
  const hashes = JSON.parse(readFileSync(hashesFile, "utf8"));
  const { handler } = await import(join(buildDir, "server", "entry.mjs"));
  const center = await openNodeCenter(STATUS_FILE && existsSync(STATUS_FILE) ? readSeed(STATUS_FILE) : seed, (line) =>
    logLine("info", line),
  );
  // Discord hears of what any process saved (a CLI without the webhook, a post that failed) within a second.
  setInterval(() => void center.postOutbox().catch((error) => logLine("error", describe(error))), 1_000).unref();
  const server = await createSiteServer({
    root: join(buildDir, "client"),
    hashes,
    trustProxy: process.env.TRUST_PROXY,
    onDemand: {
      handler,
      answers: (path) => path === "/admin" || path.startsWith("/admin/") || path.startsWith("/push/"),
      renders: (path) => livePaths.has(path),
      rendered: async (path) => {
        const key = await liveKey(center);
        return { key, entry: cachedLive(path, key) };
      },
      origin: center.settings.origin,
      locals: { center },
    },
  });
  const stop = (reason: string, code: number) => {
    if (!server.listening) return process.exit(code);
    console.log(`${reason}: finishing the requests in flight`);
    server.close(() => process.exit(code));
    setInterval(() => server.closeIdleConnections(), 100).unref();
    setTimeout(() => process.exit(code), Number(SHUTDOWN_TIMEOUT_MS)).unref();
  };
  server.on("error", (error) => {
    logLine("error", `cannot listen on ${HOST}:${PORT}: ${error.message}`);
    process.exit(1);
  });
  server.listen({ port: Number(PORT), host: HOST, reusePort: true }, () => {
    const where = `http://${HOST === "0.0.0.0" || HOST === "::" ? "localhost" : HOST}:${(server.address() as AddressInfo).port}`;
    console.log(`${brand.name} is being served at ${where} (pid ${process.pid}, Node ${process.version})`);
  });
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => stop(signal, 0));
  for (const event of ["uncaughtException", "unhandledRejection"])
    process.on(event, (error) => {
      logLine("error", `${event}: ${describe(error)}`);
      stop(event, 1);
    });
} catch (error) {
  logLine("error", `cannot start: ${describe(error)}`);
  process.exit(1);
}

/**
 * The Cloudflare target as `npm run cloudflare:preview` runs it: `wrangler dev` (workerd, offline) on the build of
 * scripts/cloudflare.ts (the Worker in build/cloudflare/server, the static host's pages as its assets with their
 * _headers and _redirects), its local D1 in a temporary DATA_DIR with the migrations applied. Used by
 * server/request-cases.test.ts, the status center's tests at the edge, and, run as a script, by the Playwright
 * "cloudflare" and "cloudflare-status" projects (playwright.config.ts). `.ci/run` checks it starts (`tsx tests/wrangler-server.ts --check`).
 * Its state lives in a temporary directory, removed on stop; metrics are off.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { projectRoot } from "../scripts/build-manifest.ts";
import { cloudflareDir, offline, wrangler as wranglerEntryFile } from "../scripts/cloudflare.ts";

export const wranglerEntry = wranglerEntryFile;

/** The local D1 of the Worker that status-page.spec.ts changes with the CLI (Playwright's "cloudflare-status" project). */
export const statusSpecDataDir = () => join(process.env.DATA_DIR!, "cloudflare");

export interface RunningWrangler {
  child: ChildProcess;
  port: number;
  /** stdout and stderr so far. */
  output(): string;
  /** Stops wrangler and its workerd (the process group it leads) and removes its state directory. */
  stop(): Promise<void>;
}

/** GET / on 127.0.0.1:`port` gets an answer (any status): the server there is up. */
export function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get({ host: "127.0.0.1", port, path: "/", agent: false, timeout: 2_000 }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on("error", () => resolve(false));
    req.on("timeout", () => {
      req.destroy();
      resolve(false);
    });
  });
}

/**
 * Starts the Worker on 127.0.0.1:`port` (ADMIN_ORIGIN http://localhost:`port` unless `vars` says) and resolves once
 * it answers; rejects with its output when it cannot start within `timeoutMs`. `dataDir`: the local D1's folder
 * (a temporary one, removed on stop, by default).
 */
export async function startWrangler(
  port: number,
  {
    vars = {},
    dataDir,
    timeoutMs = 90_000,
  }: { vars?: Record<string, string>; dataDir?: string; timeoutMs?: number } = {},
): Promise<RunningWrangler & { dataDir: string }> {
  if (!existsSync(wranglerEntry)) throw new Error(`wrangler is not installed (${wranglerEntry}): run npm install`);
  if (!existsSync(join(cloudflareDir, "server", "entry.mjs")))
    throw new Error(`${cloudflareDir} has no Worker: run npm run cloudflare:build`);
  const state = dataDir ?? mkdtempSync(join(tmpdir(), "rift-wrangler-"));
  const env = { ...process.env, ...offline, BROWSER: "none" };
  const migrated = spawnSync(
    process.execPath,
    [wranglerEntry, "d1", "migrations", "apply", "DB", "--local", "--persist-to", state],
    {
      cwd: projectRoot,
      env,
      encoding: "utf8",
    },
  );
  if (migrated.status !== 0)
    throw new Error(`wrangler d1 migrations apply failed:\n${migrated.stdout}${migrated.stderr}`);
  const settings = { ADMIN_ORIGIN: `http://localhost:${port}`, ...vars };
  const args = [
    wranglerEntry,
    "dev",
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--persist-to",
    state,
    "--log-level",
    "warn",
    ...Object.entries(settings).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
  ];
  // Its own process group, so stop() reaches workerd too.
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env,
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const running = {
    child,
    port,
    dataDir: state,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid!, "SIGTERM");
        } catch {
          // Already gone.
        }
        const killed = setTimeout(() => {
          try {
            process.kill(-child.pid!, "SIGKILL");
          } catch {
            // Already gone.
          }
        }, 5_000);
        await exited;
        clearTimeout(killed);
      }
      if (!dataDir) rmSync(state, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await running.stop();
      throw new Error(`wrangler dev did not start on port ${port}:\n${output.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return running;
}

async function main() {
  const check = process.argv.includes("--check");
  const port = Number(process.env.WRANGLER_PORT ?? "4215");
  // WRANGLER_DATA_DIR: a local D1 the tests' CLI also opens (kept on stop); a temporary one otherwise.
  const wrangler = await startWrangler(port, { dataDir: process.env.WRANGLER_DATA_DIR || undefined });
  console.log(`wrangler-server: the Worker (${cloudflareDir}) with wrangler dev at http://127.0.0.1:${port}`);
  if (check) {
    await wrangler.stop();
    return;
  }
  let stopping = false;
  const stop = () => {
    stopping = true;
    void wrangler.stop().then(() => process.exit(0));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  wrangler.child.on("exit", (code, signal) => {
    if (stopping) return;
    // Gone on its own: say why (its output), or Playwright reports only an exit code.
    console.error(`wrangler-server: wrangler dev exited (${code ?? signal}):\n${wrangler.output().trim()}`);
    process.exit(code || 1);
  });
}

if (process.argv[1] === import.meta.filename)
  main().catch((error: Error) => {
    console.error(`wrangler-server: ${error.message}`);
    process.exit(1);
  });

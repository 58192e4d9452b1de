/**
 * Serves build/static-host (the Netlify / Cloudflare Pages publish directory) with Cloudflare's own
 * local runtime, `wrangler pages dev` (workerd, offline), which applies `_headers` and `_redirects`
 * as Cloudflare Pages does. Used by server/request-cases.test.ts (`startWrangler`) and, run as a
 * script, by the Playwright "cloudflare" project (playwright.config.ts). `.ci/run` checks it starts
 * (`tsx tests/wrangler-server.ts --check`).
 *
 * Its state lives in a temporary directory (its working directory), removed on stop; metrics are off.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { projectRoot } from "../scripts/build-manifest.ts";
import { staticHostDir } from "../scripts/deploy/static-host.ts";

export const wranglerEntry = join(projectRoot, "node_modules", "wrangler", "bin", "wrangler.js");
/** The date workerd 1.20261117 (wrangler 4.164.0) supports; a later one falls back with a warning. */
const compatibilityDate = "2026-11-17";

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
 * Starts `wrangler pages dev <dir>` on 127.0.0.1:`port` and resolves once it answers; rejects with
 * its output when it cannot start within `timeoutMs` (no wrangler, no workerd binary, a busy port).
 */
export async function startWrangler(port: number, dir = staticHostDir, timeoutMs = 60_000): Promise<RunningWrangler> {
  if (!existsSync(wranglerEntry)) throw new Error(`wrangler is not installed (${wranglerEntry}): run npm install`);
  if (!existsSync(join(dir, "_headers"))) throw new Error(`${dir} has no _headers: run npm run build`);
  const state = mkdtempSync(join(tmpdir(), "rift-wrangler-"));
  const args = [
    wranglerEntry,
    "pages",
    "dev",
    dir,
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--compatibility-date",
    compatibilityDate,
    "--persist-to",
    join(state, "persist"),
    "--log-level",
    "warn",
  ];
  // Its own process group, so stop() reaches workerd too.
  const child = spawn(process.execPath, args, {
    cwd: state,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1", NO_COLOR: "1", BROWSER: "none" },
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const running: RunningWrangler = {
    child,
    port,
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
      rmSync(state, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await running.stop();
      throw new Error(`wrangler pages dev did not start on port ${port}:\n${output.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return running;
}

async function main() {
  const check = process.argv.includes("--check");
  const port = Number(process.env.WRANGLER_PORT ?? "4215");
  const wrangler = await startWrangler(port);
  console.log(`wrangler-server: serving ${staticHostDir} with wrangler pages dev at http://127.0.0.1:${port}`);
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
    console.error(`wrangler-server: wrangler pages dev exited (${code ?? signal}):\n${wrangler.output().trim()}`);
    process.exit(code || 1);
  });
}

if (process.argv[1] === import.meta.filename)
  main().catch((error: Error) => {
    console.error(`wrangler-server: ${error.message}`);
    process.exit(1);
  });

// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the case that failed.
/**
 * The operator's tools on a production install, the way an operator meets them (README "Deploy":
 * the systemd path, the Dockerfile's runtime stage): the build and the package files copied to an
 * empty folder, `npm install --omit=dev`, then `npm run status -- …` changes a status and the
 * compiled server (`node build/server/index.js`) serves it, with no restart; both share the status
 * center's database (DATA_DIR, a volume). The install brings its own Node (the `node` package in
 * dependencies): the server runs on node_modules/node/bin/node, the binary deploy/rift.service
 * starts, and `npm run` puts it first on PATH for the CLI. Needs `npm run build` first and the npm
 * registry (or its cache).
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "../app/config/site.ts";
import { statusVocabulary } from "../app/config/status-schema.ts";
import { missingBuild } from "../tests/preconditions.ts";
import { projectRoot } from "./build-manifest.ts";

const built = ["index.js", "status.js", "admin.js", "entry.mjs"].every((file) =>
  existsSync(join(projectRoot, "build", "server", file)),
);
if (!built) throw new Error(missingBuild("scripts/production-install.test.ts"));

const game = statusVocabulary(site).games[0]!;

describe("a production install (npm install --omit=dev) runs the operator's tools", { timeout: 240_000 }, () => {
  const root = mkdtempSync(join(tmpdir(), "rift-production-"));
  let installMs = 0;

  beforeAll(() => {
    for (const file of ["package.json", "package-lock.json"]) cpSync(join(projectRoot, file), join(root, file));
    cpSync(join(projectRoot, "build"), join(root, "build"), { recursive: true });
    const started = Date.now();
    // --prefer-offline: what the project's own install already fetched comes from npm's cache (the
    // node package's preinstall, a second npm, inherits it), so a stalled registry connection cannot
    // hold this synchronous install (and the whole run) for minutes; it still installs from the lock.
    const install = spawnSync("npm", ["install", "--omit=dev", "--no-audit", "--no-fund", "--prefer-offline"], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, NODE_ENV: "production" },
      // spawnSync blocks the test runner's own timeout: this one ends a hung install.
      timeout: 200_000,
    });
    installMs = Date.now() - started;
    if (install.status !== 0)
      throw new Error(
        `npm install --omit=dev failed${install.error ? ` (${install.error.message})` : ""}:\n${install.stderr}`,
      );
    console.log(`scripts/production-install.test.ts: npm install --omit=dev took ${(installMs / 1000).toFixed(1)} s`);
  }, 240_000);
  // Deleting a whole install can take longer than the default 10 s on a loaded disk.
  afterAll(() => rmSync(root, { recursive: true, force: true }), 60_000);
  const installedNode = join(root, "node_modules", "node", "bin", "node");

  /** `npm run status -- …` in the install, as the operator types it. */
  const status = (args: string[], env: Record<string, string> = {}) =>
    spawnSync("npm", ["run", "--silent", "status", "--", ...args], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, ...env },
    });

  /** The compiled server of the install, on a free port; resolves with its base URL and its output. */
  async function serve(env: Record<string, string> = {}) {
    const child = spawn(installedNode, ["build/server/index.js"], {
      cwd: root,
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 30_000;
    while (!/served at http:\/\/[^:]+:\d+/.test(output)) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const port = /served at http:\/\/[^:]+:(\d+)/.exec(output)![1];
    const stop = () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      });
    return { base: `http://127.0.0.1:${port}`, output: () => output, stop };
  }
  const liveStatus = async (base: string) =>
    (await (await fetch(`${base}/status.json`)).json()) as { games: Record<string, unknown> };

  it("installs without devDependencies: no tsx, no vite, no wrangler", () => {
    for (const name of ["tsx", "vite", "wrangler"])
      expect(existsSync(join(root, "node_modules", name)), name).toBe(false);
    for (const name of ["fastify", "@fastify/static"])
      expect(existsSync(join(root, "node_modules", name)), name).toBe(true);
  });

  it("brings Node 26 whatever the machine's Node: the unit's binary and the one npm run uses", () => {
    expect(spawnSync(installedNode, ["--version"], { encoding: "utf8" }).stdout).toMatch(/^v26\.\d+\.\d+\n$/);
    const viaNpm = spawnSync("npm", ["exec", "--", "node", "--version"], { cwd: root, encoding: "utf8" });
    expect(viaNpm.stdout).toMatch(/^v26\.\d+\.\d+\n$/);
  });

  it("changes a status with the CLI and the running server serves it at once", async () => {
    expect(status(["check"]).status).toBe(0);
    const server = await serve();
    try {
      expect(server.output()).toMatch(/is being served at http:\/\/127\.0\.0\.1:\d+ \(pid \d+, Node v26\.\d+\.\d+\)/);
      const result = status(["set", game, "down", "Fixing after the update"]);
      expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: "" });
      expect(result.stdout).toContain(join(root, "build", "client", "status.json"));
      expect(result.stdout).toContain(join(root, "build", "static-host", "status.json"));
      expect((await liveStatus(server.base)).games[game]).toEqual({
        status: "down",
        note: "Fixing after the update",
      });
      expect(status(["set", game, "operational"]).status).toBe(0);
      expect((await liveStatus(server.base)).games[game]).toEqual({ status: "operational" });
    } finally {
      await server.stop();
    }
  });

  it("with DATA_DIR on a volume: an older release's STATUS_FILE is imported once, changes survive a restart, a backup opens", async () => {
    const volume = join(root, "volume");
    mkdirSync(volume);
    const env = { DATA_DIR: join(volume, "data"), STATUS_FILE: join(volume, "status.json") };
    const older = JSON.parse(readFileSync(join(root, "build/client/status.json"), "utf8"));
    writeFileSync(
      env.STATUS_FILE,
      JSON.stringify({ ...older, games: { ...older.games, [game]: { status: "maintenance" } } }),
    );
    let server = await serve(env);
    try {
      expect((await liveStatus(server.base)).games[game]).toEqual({ status: "maintenance" });
      expect(status(["set", game, "down", "Patched"], env).status).toBe(0);
      expect((await liveStatus(server.base)).games[game]).toEqual({ status: "down", note: "Patched" });
      const backup = spawnSync("npm", ["run", "--silent", "admin", "--", "backup", join(volume, "backup.db")], {
        cwd: root,
        encoding: "utf8",
        env: { ...process.env, ...env },
      });
      expect({ status: backup.status, stderr: backup.stderr }).toEqual({ status: 0, stderr: "" });
      expect(existsSync(join(volume, "backup.db"))).toBe(true);
    } finally {
      await server.stop();
    }
    server = await serve(env);
    try {
      expect((await liveStatus(server.base)).games[game]).toEqual({ status: "down", note: "Patched" });
    } finally {
      await server.stop();
    }
  });
});

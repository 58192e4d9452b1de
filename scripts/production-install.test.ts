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
import { parseEnv } from "node:util";
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
  const status = (args: string[], env: Record<string, string | undefined> = {}) =>
    spawnSync("npm", ["run", "--silent", "status", "--", ...args], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, ...env },
    });
  /** `npm run admin -- …` in the install. */
  const admin = (args: string[], env: Record<string, string | undefined> = {}) =>
    spawnSync("npm", ["run", "--silent", "admin", "--", ...args], {
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
      const backup = admin(["backup", join(volume, "backup.db")], env);
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

  it('systemd\'s way (README "Operate"): one env file for the server and the CLIs, STATUS_FILE imported once then ignored, a backup restored', async () => {
    const state = join(root, "var-lib-rift");
    mkdirSync(state);
    const envFile = join(root, "rift.env");
    const statusFile = join(state, "status.json");
    // As deploy/rift.env.example, on this run's folders (the server's PORT and HOST are the test's).
    writeFileSync(
      envFile,
      `DATA_DIR=${state}\nADMIN_ORIGIN=https://rift.example\nADMIN_INVITE_TTL=600\nSTATUS_FILE=${statusFile}\n`,
    );
    const older = JSON.parse(readFileSync(join(root, "build/client/status.json"), "utf8"));
    const withGame = (entry: object) => JSON.stringify({ ...older, games: { ...older.games, [game]: entry } });
    writeFileSync(statusFile, withGame({ status: "maintenance", note: "Before the status center" }));
    // The unit: EnvironmentFile= puts the file in the server's environment, and RIFT_ENV_FILE names it.
    const unit = { ...parseEnv(readFileSync(envFile, "utf8")), RIFT_ENV_FILE: envFile } as Record<string, string>;
    // The CLIs, as the operator runs them: only RIFT_ENV_FILE (spawn leaves out the undefined ones).
    const cli = { RIFT_ENV_FILE: envFile, DATA_DIR: undefined, ADMIN_ORIGIN: undefined, STATUS_FILE: undefined };

    let server = await serve(unit);
    try {
      expect((await liveStatus(server.base)).games[game]).toEqual({
        status: "maintenance",
        note: "Before the status center",
      });
      const invite = admin(["invite", "Ana"], cli);
      expect({ status: invite.status, stderr: invite.stderr }).toEqual({ status: 0, stderr: "" });
      expect(invite.stdout).toMatch(/^https:\/\/rift\.example\/admin\/invite\/[\w-]{43}\n$/);
      expect((await fetch(new URL(new URL(invite.stdout.trim()).pathname, server.base))).status).toBe(200);
      expect(status(["set", game, "down", "Patched"], cli).status).toBe(0);
      expect((await liveStatus(server.base)).games[game]).toEqual({ status: "down", note: "Patched" });
      expect(admin(["backup", join(root, "backup.db")], cli).status).toBe(0);
      expect(status(["set", game, "degraded"], cli).status).toBe(0);
      expect((await liveStatus(server.base)).games[game]).toEqual({ status: "degraded" });
    } finally {
      await server.stop();
    }
    // STATUS_FILE is read on the first start only.
    writeFileSync(statusFile, withGame({ status: "maintenance", note: "Edited by hand" }));
    server = await serve(unit);
    try {
      expect((await liveStatus(server.base)).games[game]).toEqual({ status: "degraded" });
    } finally {
      await server.stop();
    }
    // Restore: stopped, the backup copied over rift.db, its -wal and -shm removed, started.
    cpSync(join(root, "backup.db"), join(state, "rift.db"));
    for (const file of ["rift.db-wal", "rift.db-shm"]) rmSync(join(state, file), { force: true });
    server = await serve(unit);
    try {
      expect((await liveStatus(server.base)).games[game]).toEqual({ status: "down", note: "Patched" });
    } finally {
      await server.stop();
    }
  });
});

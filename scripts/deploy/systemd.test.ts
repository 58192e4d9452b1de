/**
 * deploy/rift.service as systemd itself reads it: `systemd-analyze verify`, which parses the unit,
 * checks that ExecStart's program exists and is executable, and reports unknown keys and bad values.
 * It exits 0 on unknown keys and unparsable values (it only prints them), so the test also requires
 * that it prints nothing. The README promises that the unit passes this check. The unit names the
 * install at /opt/rift; the test reads it with /opt/rift replaced by this checkout, so ExecStart's
 * program is the Node this project installs (node_modules/node/bin/node), checked to exist.
 * Its settings are deploy/rift.env.example's: one env file the server and the CLIs read alike.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseEnv } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { toolAvailable } from "../../tests/preconditions.ts";
import { loadSettings } from "../../app/status-center/center.ts";
import { projectRoot } from "../build-manifest.ts";

const unit = join(import.meta.dirname, "../../deploy/rift.service");
const envExample = readFileSync(join(import.meta.dirname, "../../deploy/rift.env.example"), "utf8");
const hasAnalyze = spawnSync("systemd-analyze", ["--version"]).status === 0;

describe.runIf(toolAvailable("systemd-analyze", hasAnalyze, "apt-get install systemd"))("deploy/rift.service", () => {
  // verify reads the unit by its file name; a copy keeps systemd from looking at the repository's other files.
  const dir = mkdtempSync(join(tmpdir(), "rift-unit-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const text = readFileSync(unit, "utf8").replaceAll("/opt/rift", projectRoot);

  /** Runs `systemd-analyze verify` on `unitText` saved as rift.service; returns its exit code and output. */
  function verify(unitText: string) {
    const copy = join(dir, "rift.service");
    writeFileSync(copy, unitText);
    const run = spawnSync("systemd-analyze", ["verify", copy], {
      encoding: "utf8",
      env: { ...process.env, SYSTEMD_LOG_COLOR: "0" },
    });
    return { status: run.status, output: `${run.stdout}${run.stderr}`.trim() };
  }

  it("starts the server with the project's own Node", () => {
    expect(text).toContain(
      `\nExecStart=${projectRoot}/node_modules/node/bin/node ${projectRoot}/build/server/index.js\n`,
    );
  });

  it("passes systemd-analyze verify with nothing to report", () => {
    expect(verify(text)).toEqual({ status: 0, output: "" });
  });

  it("is a check that fails: a misspelt key and a program that does not exist are reported", () => {
    expect(verify(text.replace("Restart=on-failure", "Restrt=on-failure")).output).toContain("Unknown key 'Restrt'");
    const missing = verify(text.replace(/^ExecStart=(\S+)/m, "ExecStart=$1-missing"));
    expect(missing.status).not.toBe(0);
    expect(missing.output).toContain("is not executable");
  });

  it("reads its settings from the env file the CLIs read (RIFT_ENV_FILE), and writes only its StateDirectory", () => {
    expect(text).toContain("\nEnvironmentFile=/etc/rift/rift.env\n");
    expect(text).toContain("\nEnvironment=RIFT_ENV_FILE=/etc/rift/rift.env\n");
    // What the CLIs need must be in the file: the unit itself sets nothing else they read.
    const own = [...text.matchAll(/^Environment=(\w+)=/gm)].map((match) => match[1]);
    expect(own.sort()).toEqual(["NODE_ENV", "RIFT_ENV_FILE"]);
    // ProtectSystem=strict leaves the StateDirectory writable: DATA_DIR must be it.
    expect(text).toContain("\nProtectSystem=strict\n");
    const state = /^StateDirectory=(\S+)$/m.exec(text)?.[1];
    expect(parseEnv(envExample).DATA_DIR).toBe(`/var/lib/${state}`);
  });
});

describe("deploy/rift.env.example", () => {
  it("is plain NAME=value lines, which systemd, Docker's --env-file and Node read alike", () => {
    const lines = envExample.split("\n").filter((line) => line.trim() && !line.startsWith("#"));
    for (const line of lines) expect(line).toMatch(/^[A-Z_]+=[^\s"'#\\]+$/);
    expect(Object.keys(parseEnv(envExample)).sort()).toEqual([
      "ADMIN_INVITE_TTL",
      "ADMIN_ORIGIN",
      "ADMIN_SESSION_IDLE",
      "ADMIN_SESSION_MAX",
      "DATA_DIR",
      "HOST",
      "PORT",
      "STATUS_FILE",
      "TRUST_PROXY",
    ]);
  });

  it("holds settings the status center accepts, on the public origin", () => {
    const settings = loadSettings({ ...parseEnv(envExample), RIFT_ENV_FILE: "/nonexistent/rift.env" });
    expect(settings).toMatchObject({
      origin: "https://rift.example",
      inviteTtlSeconds: 86_400,
      idleSeconds: 3_600,
      absoluteSeconds: 604_800,
      webhook: undefined,
    });
    const webhook = envExample.match(/^#DISCORD_WEBHOOK_URL=(\S+)$/m)?.[1];
    expect(
      loadSettings({ DISCORD_WEBHOOK_URL: webhook, RIFT_ENV_FILE: "/nonexistent/rift.env" }).webhook?.protocol,
    ).toBe("https:");
  });
});

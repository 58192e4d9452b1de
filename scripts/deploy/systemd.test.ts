/**
 * deploy/rift.service as systemd itself reads it: `systemd-analyze verify`, which parses the unit,
 * checks that ExecStart's program exists and is executable, and reports unknown keys and bad values.
 * It exits 0 on unknown keys and unparsable values (it only prints them), so the test also requires
 * that it prints nothing. The README promises that the unit passes this check. The unit names the
 * install at /opt/rift; the test reads it with /opt/rift replaced by this checkout, so ExecStart's
 * program is the Node this project installs (node_modules/node/bin/node), checked to exist.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { toolAvailable } from "../../tests/preconditions.ts";
import { projectRoot } from "../build-manifest.ts";

const unit = join(import.meta.dirname, "../../deploy/rift.service");
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
});

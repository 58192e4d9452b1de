import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync, existsSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "./site";
import { applyStatusCommand, statusFileProblems, statusVocabulary } from "./status-file";
import type { StatusFile } from "./status-schema";

const known = statusVocabulary(site);
const current = JSON.parse(readFileSync("public/status.json", "utf8")) as StatusFile;
const now = new Date("2026-11-23T10:15:30.123Z");

describe("the committed public/status.json", () => {
  it("is valid and covers every configured game and executor", () => {
    expect(statusFileProblems(readFileSync("public/status.json", "utf8"), known)).toEqual([]);
  });
});

describe("applyStatusCommand", () => {
  it("sets a game's status and note, and clears the note", () => {
    const next = applyStatusCommand(current, ["set", "blox-fruits", "down", "Fixing after the update"], known, now);
    expect(next.games["blox-fruits"]).toEqual({ status: "down", note: "Fixing after the update" });
    expect(next.updatedAt).toBe("2026-11-23T10:15:30Z");
    expect(applyStatusCommand(next, ["set", "blox-fruits", "operational"], known, now).games["blox-fruits"]).toEqual({ status: "operational" });
    expect(current.games["blox-fruits"]).toEqual({ status: "operational" }); // not mutated
  });

  it("sets an executor's status (name in any case) and its check time", () => {
    const next = applyStatusCommand(current, ["executor", "delta", "patched"], known, now);
    expect(next.executors.find((e) => e.name === "Delta")).toEqual({ name: "Delta", status: "patched", checkedAt: "2026-11-23T10:15:30Z" });
  });

  it("sets and clears the notice", () => {
    const next = applyStatusCommand(current, ["notice", "warning", "Roblox updated: Rift is being updated"], known, now);
    expect(next.notice).toEqual({ level: "warning", text: "Roblox updated: Rift is being updated" });
    expect(applyStatusCommand(next, ["notice", "clear"], known, now).notice).toBeUndefined();
  });

  it.each([
    [["set", "roblox", "down"], 'Unknown game "roblox": use one of blox-fruits, grow-a-garden'],
    [["set", "fisch", "broken"], 'The game status must be one of operational, degraded, down, maintenance; got "broken"'],
    [["set", "fisch", "down", "two", "words"], "Put the note in quotes"],
    [["executor", "Synapse", "working"], 'Unknown executor "Synapse": use one of Wave'],
    [["executor", "Delta", "fine"], "The executor status must be one of working, updating, patched"],
    [["notice", "error", "x"], 'The notice level (or "clear") must be one of info, warning'],
    [["notice", "info"], "The notice needs a text"],
    [["reboot"], 'Unknown command "reboot"'],
    [[], "Usage:"],
  ])("refuses %j", (args, message) => {
    expect(() => applyStatusCommand(current, args, known, now)).toThrow(message);
  });
});

describe("npm run status (the CLI)", { timeout: 30_000 }, () => {
  function setup() {
    const root = mkdtempSync(join(tmpdir(), "rift-status-"));
    const publicDir = join(root, "public");
    const buildDir = join(root, "build");
    mkdirSync(publicDir);
    mkdirSync(buildDir);
    writeFileSync(join(publicDir, "status.json"), JSON.stringify(current));
    writeFileSync(join(buildDir, "status.json"), JSON.stringify(current));
    writeFileSync(join(buildDir, "status.json.br"), "stale");
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ["--import", "tsx", "scripts/status.ts", `--public-dir=${publicDir}`, `--build-dir=${buildDir}`, ...args], {
        encoding: "utf8",
      });
    return { publicDir, buildDir, run };
  }

  it("writes the public and the built file, and drops a stale precompressed copy", () => {
    const { publicDir, buildDir, run } = setup();
    const result = run("set", "fisch", "maintenance", "Back at 18:00 UTC");
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: "" });
    for (const dir of [publicDir, buildDir]) {
      expect(JSON.parse(readFileSync(join(dir, "status.json"), "utf8")).games.fisch).toEqual({ status: "maintenance", note: "Back at 18:00 UTC" });
    }
    expect(existsSync(join(buildDir, "status.json.br"))).toBe(false);
  });

  it("rejects a bad status with a clear message and writes nothing", () => {
    const { publicDir, buildDir, run } = setup();
    const before = readFileSync(join(publicDir, "status.json"), "utf8");
    const result = run("set", "fisch", "kaput");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('status: The game status must be one of operational, degraded, down, maintenance; got "kaput"');
    expect(readFileSync(join(publicDir, "status.json"), "utf8")).toBe(before);
    expect(readFileSync(join(buildDir, "status.json"), "utf8")).toBe(before);
  });

  it("refuses to start from an invalid file, naming it", () => {
    const { publicDir, run } = setup();
    writeFileSync(join(publicDir, "status.json"), "{}");
    const result = run("notice", "info", "Hello");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Invalid status file (${join(publicDir, "status.json")})`);
    expect(result.stderr).toContain("- updatedAt: must be an ISO 8601 time");
    expect(readFileSync(join(publicDir, "status.json"), "utf8")).toBe("{}");
  });
});

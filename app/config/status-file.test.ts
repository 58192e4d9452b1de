// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the case that failed.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync, existsSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "./site";
import { statusFileProblems, statusVocabulary, type StatusFile } from "./status-schema";
import { runInProcess } from "../../tests/cli-in-process";
import { status as statusCli } from "../../scripts/status";

const known = statusVocabulary(site);
const current = JSON.parse(readFileSync("public/status.json", "utf8")) as StatusFile;

describe("the committed public/status.json", () => {
  it("is valid and covers every configured game and executor", () => {
    expect(statusFileProblems(readFileSync("public/status.json", "utf8"), known)).toEqual([]);
  });
});

describe("npm run status (the CLI)", { timeout: 30_000 }, () => {
  const cli = join(import.meta.dirname, "..", "..", "scripts", "status.ts");
  const tsx = import.meta.resolve("tsx");
  const built = ["build/client", "build/static-host"];
  /** A project folder with public/ and two built copies, as `npm run build` leaves it. */
  function setup(status: object = current) {
    const root = mkdtempSync(join(tmpdir(), "rift-status-"));
    for (const dir of ["public", ...built]) {
      mkdirSync(join(root, dir), { recursive: true });
      writeFileSync(join(root, dir, "status.json"), JSON.stringify(status));
      if (dir !== "public")
        for (const page of ["index.html", "404.html"]) writeFileSync(join(root, dir, page), "<!doctype html>");
    }
    writeFileSync(join(root, "build/client/status.json.br"), "stale");
    const run = (args: string[], env: Record<string, string> = {}) => runInProcess(statusCli, args, root, env);
    const spawn = (args: string[]) =>
      spawnSync(process.execPath, ["--import", tsx, cli, ...args], { cwd: root, encoding: "utf8" });
    const read = (dir: string) => JSON.parse(readFileSync(join(root, dir, "status.json"), "utf8")) as StatusFile;
    return { root, run, spawn, read };
  }

  it("writes every copy the build made (the Node server's, the static host's), never public/ (the seed), and drops a stale precompressed copy", async () => {
    const { root, spawn, read } = setup();
    const result = spawn(["set", "fisch", "maintenance", "Back at 18:00 UTC"]);
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: "" });
    for (const dir of built)
      expect(read(dir).games.fisch, dir).toEqual({ status: "maintenance", note: "Back at 18:00 UTC" });
    expect(read("public")).toEqual(current);
    expect(existsSync(join(root, "build/client/status.json.br"))).toBe(false);
  });

  it("sets a configured game the file does not name yet (a new game needs no entry first)", async () => {
    const { games, ...rest } = current;
    const { fisch: _fisch, ...others } = games;
    const { run, read } = setup({ ...rest, games: others });
    expect((await run(["check"])).status).toBe(0);
    expect((await run(["set", "fisch", "down"])).status).toBe(0);
    expect(read("build/static-host").games.fisch).toEqual({ status: "down" });
  });

  it("writes only the folder the operator names, and refuses a folder that is not a built site", async () => {
    const { root, run, read } = setup();
    expect((await run(["notice", "info", "Hello", "--dir=build/static-host"])).status).toBe(0);
    expect(read("build/static-host").notice).toEqual({ level: "info", text: "Hello" });
    expect(read("build/client").notice).toEqual(current.notice);
    for (const dir of ["public", "nowhere"]) {
      const result = await run(["notice", "info", "Hello", `--dir=${dir}`]);
      expect(result.status, dir).toBe(2);
      expect(result.stderr, dir).toContain(
        `status: ${join(root, dir)} is not a built site (no index.html or 404.html)`,
      );
    }
    expect(existsSync(join(root, "nowhere"))).toBe(false);
  });

  it("sets a game's status and note, and clears the note", async () => {
    const { run, read } = setup();
    expect((await run(["set", "blox-fruits", "down", " Fixing after the update "])).status).toBe(0);
    expect(read("build/client").games["blox-fruits"]).toEqual({ status: "down", note: "Fixing after the update" });
    expect(Date.parse(read("build/client").updatedAt)).toBeGreaterThan(Date.parse(current.updatedAt));
    expect((await run(["set", "blox-fruits", "operational"])).status).toBe(0);
    expect(read("build/client").games["blox-fruits"]).toEqual({ status: "operational" });
  });

  it("sets an executor's status (name in any case) and its check time, and sets and clears the notice", async () => {
    const { run, read } = setup();
    expect((await run(["executor", "delta", "patched"])).status).toBe(0);
    const delta = read("build/client").executors.find((e) => e.name === "Delta");
    expect(delta).toMatchObject({
      status: "patched",
      checkedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    });
    expect(Date.parse(delta!.checkedAt)).toBeGreaterThan(Date.parse(current.updatedAt));
    expect((await run(["notice", "warning", "Roblox updated: Rift is being updated"])).status).toBe(0);
    expect(read("build/static-host").notice).toEqual({
      level: "warning",
      text: "Roblox updated: Rift is being updated",
    });
    expect((await run(["notice", "clear"])).status).toBe(0);
    expect(read("build/static-host").notice).toBeUndefined();
  });

  it("no longer writes STATUS_FILE (retired: the server imports it once): it writes the build's copies", async () => {
    const { root, run, read } = setup();
    mkdirSync(join(root, "volume"));
    expect((await run(["set", "fisch", "degraded"], { STATUS_FILE: join(root, "volume", "status.json") })).status).toBe(
      0,
    );
    expect(existsSync(join(root, "volume", "status.json"))).toBe(false);
    for (const dir of built) expect(read(dir).games.fisch, dir).toEqual({ status: "degraded" });
  });

  it("a build copy it cannot write is named in a warning and skipped; a --dir folder it cannot write fails", async () => {
    const { root, run, read } = setup();
    // A directory where the copy goes: renaming over it fails as a copy owned by another user would.
    const blocked = join(root, built[0]!, "status.json");
    rmSync(blocked);
    mkdirSync(blocked);
    const result = await run(["set", "fisch", "down"]);
    expect(result.status).toBe(0);
    expect(result.stderr).toContain(`status: could not write ${blocked} (`);
    for (const dir of built.slice(1)) expect(read(dir).games.fisch, dir).toEqual({ status: "down" });
    expect((await run([`--dir=${join(root, built[0]!)}`, "set", "fisch", "degraded"])).status).toBe(1);
  });

  it.each([
    [["set", "roblox", "down"], 'Unknown game "roblox": use one of blox-fruits, grow-a-garden'],
    [
      ["set", "fisch", "broken"],
      'The game status must be one of operational, degraded, down, maintenance; got "broken"',
    ],
    [["set", "fisch", "down", "two", "words"], "Put the note in quotes"],
    [["executor", "Synapse", "working"], 'Unknown executor "Synapse": use one of Wave'],
    [["executor", "Delta", "fine"], "The executor status must be one of working, updating, patched"],
    [["executor", "Delta", "working", "now"], "Too many arguments after the executor status"],
    [["notice", "error", "x"], 'The notice level (or "clear") must be one of info, warning'],
    [["notice", "info"], "The notice needs a text"],
    [["notice", "info", "two", "words"], "Put the notice text in quotes"],
    [["set", "fisch", "down", "x".repeat(281)], "A note has at most 280 characters"],
    [["notice", "info", "Back\uFFFF"], "A note cannot hold Unicode noncharacters (like U+FFFF) or lone surrogates"],
    [["reboot"], 'Unknown command "reboot"\nUsage:'],
  ])("refuses %j: exit 2, a clear message, nothing written", async (args, message) => {
    const { root, run } = setup();
    const result = await run(args);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`status: ${message}`);
    for (const dir of ["public", ...built])
      expect(readFileSync(join(root, dir, "status.json"), "utf8")).toBe(JSON.stringify(current));
  });

  it("prints its usage for help or nothing (exit 0), and for an unknown option (exit 2)", async () => {
    const { run } = setup();
    for (const args of [[], ["help"]])
      expect(await run(args), JSON.stringify(args)).toMatchObject({
        status: 0,
        stdout: expect.stringMatching(/^Usage:\n/),
      });
    expect(await run(["--force"])).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/^status: unknown option --force\nUsage:/),
    });
  });

  it("rejects a bad status with a clear message and writes nothing", async () => {
    const { root, run } = setup();
    const before = readFileSync(join(root, "public/status.json"), "utf8");
    const result = await run(["set", "fisch", "kaput"]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(
      'status: The game status must be one of operational, degraded, down, maintenance; got "kaput"',
    );
    for (const dir of ["public", ...built]) expect(readFileSync(join(root, dir, "status.json"), "utf8")).toBe(before);
  });

  it("check: one line per problem of a hand-edited file, naming it; exit 1", async () => {
    const { root, run } = setup();
    const file = join(root, "build/static-host/status.json");
    writeFileSync(
      file,
      JSON.stringify({ ...current, updatedAt: "yesterday", games: { fisch: { status: "broken" } }, extra: 1 }),
    );
    const result = await run(["check"]);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(`${join(root, "build/client/status.json")}: valid`);
    expect(result.stderr.split("\n")).toEqual([
      `${file}:`,
      "- extra: is not a known field",
      "- updatedAt: must be an ISO 8601 time with its zone, like 2026-11-23T10:00:00Z",
      "- games.fisch.status: must be one of operational, degraded, down, maintenance",
      "",
    ]);
    expect((await run(["check", join(root, "public/status.json")])).status).toBe(0);
    // A copy is an export: the next change writes it whole again, it is never read back.
    expect((await run(["set", "fisch", "down"])).status).toBe(0);
    expect((await run(["check"])).status).toBe(0);
  });

  it("starts a new database from the seed it was built with, whatever public/ holds now", async () => {
    const { root, run, read } = setup();
    writeFileSync(join(root, "public/status.json"), "{}");
    expect((await run(["notice", "info", "Hello"])).status).toBe(0);
    expect(read("build/client").executors.map(({ name }) => name)).toEqual(current.executors.map(({ name }) => name));
    expect(readFileSync(join(root, "public/status.json"), "utf8")).toBe("{}");
  });
});

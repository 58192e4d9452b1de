import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import type { StatusFile } from "../config/status-schema.ts";
import { accounts } from "./accounts.ts";
import { migrations } from "./database.ts";
import { openStore, type Store } from "./store.ts";

const folders: string[] = [];
const stores: Store[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "rift-store-"));
  folders.push(dir);
  return dir;
};
const open = (dir: string) => {
  const store = openStore(dir);
  stores.push(store);
  return store;
};
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const fisch = { kind: "game", key: "fisch" } as const;
const build: StatusFile = {
  updatedAt: "2026-11-23T09:00:00Z",
  games: { fisch: { status: "operational" }, "blox-fruits": { status: "down", note: "Fixing" } },
  executors: [
    { name: "Wave", status: "working", checkedAt: "2026-11-23T09:00:00Z" },
    { name: "Delta", status: "updating", checkedAt: "2026-11-23T08:00:00Z" },
  ],
};

describe("openStore", () => {
  it("creates DATA_DIR's folder and rift.db in it, with every migration recorded in user_version", () => {
    const dir = join(freshDir(), "nested", "data");
    const store = open(dir);
    expect(store.file).toBe(join(dir, "rift.db"));
    expect(existsSync(store.file)).toBe(true);
    store.close();
    stores.pop();
    const raw = new DatabaseSync(join(dir, "rift.db"));
    expect(raw.prepare("PRAGMA user_version").get()).toEqual({ user_version: 3 });
    expect(raw.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    raw.close();
  });

  it("opens an existing database again without running a migration twice, and keeps what it holds", () => {
    const dir = freshDir();
    open(dir).change(fisch, { status: "down", note: "Patched by Roblox" }, "Ana", undefined, 1_000);
    const again = open(dir);
    expect(again.current(fisch)).toEqual({
      status: "down",
      note: "Patched by Roblox",
      at: 1_000,
      actor: "Ana",
      version: 1,
    });
  });

  it("brings a database of an older release up to date and keeps its data", () => {
    const dir = freshDir();
    const old = new DatabaseSync(join(dir, "rift.db"));
    old.exec(`${migrations[0]}\nPRAGMA user_version = 1;`);
    old.prepare("INSERT INTO subject VALUES ('game', 'fisch', 'down', 'old', 5, 'CLI', 1)").run();
    old.close();
    const store = open(dir);
    expect(store.current(fisch)).toEqual({ status: "down", note: "old", at: 5, actor: "CLI", version: 1 });
    expect(store.db.prepare("PRAGMA user_version").get()).toEqual({ user_version: migrations.length });
    expect(store.db.prepare("SELECT count(*) AS n FROM operator").get()).toEqual({ n: 0 });
  });
});

describe("change", () => {
  it("records who changed what, before and after, and returns the committed change", () => {
    const store = open(freshDir());
    const first = store.change(fisch, { status: "degraded", note: "" }, "Ana", 0, 1_000);
    expect(first).toEqual({
      ok: true,
      change: {
        id: 1,
        at: 1_000,
        actor: "Ana",
        kind: "game",
        key: "fisch",
        before: undefined,
        after: { status: "degraded", note: "" },
      },
    });
    store.change(fisch, { status: "down", note: "<b>@everyone</b>" }, "CLI", undefined, 2_000);
    expect(store.changes()).toEqual([
      {
        id: 2,
        at: 2_000,
        actor: "CLI",
        kind: "game",
        key: "fisch",
        before: { status: "degraded", note: "" },
        after: { status: "down", note: "<b>@everyone</b>" },
      },
      first.ok && first.change,
    ]);
  });

  it("refuses a save based on a version someone else replaced, naming who and when, and changes nothing", () => {
    const store = open(freshDir());
    store.change(fisch, { status: "down", note: "" }, "Ana", 0, 1_000);
    // Ben loaded the page before Ana saved: he saw version 0.
    expect(store.change(fisch, { status: "operational", note: "" }, "Ben", 0, 2_000)).toEqual({
      ok: false,
      conflict: { actor: "Ana", at: 1_000 },
    });
    expect(store.current(fisch)?.status).toBe("down");
    expect(store.changes()).toHaveLength(1);
    // Reloaded, he sees version 1 and may save.
    expect(store.change(fisch, { status: "operational", note: "" }, "Ben", 1, 3_000).ok).toBe(true);
  });

  it("treats the same status and note again as a confirmation: nothing in the log, its time moves", () => {
    const store = open(freshDir());
    store.change(fisch, { status: "down", note: "x" }, "Ana", undefined, 1_000);
    expect(store.change(fisch, { status: "down", note: "x" }, "Ben", undefined, 2_000)).toEqual({
      ok: true,
      change: undefined,
    });
    expect(store.changes()).toHaveLength(1);
    expect(store.current(fisch)).toMatchObject({ at: 2_000, actor: "Ben", version: 1 });
  });

  it("lists changes and sign-ins since a time, newest first", () => {
    const store = open(freshDir());
    store.change(fisch, { status: "down", note: "" }, "Ana", undefined, 1_000);
    store.db.prepare("INSERT INTO operator (name, created_at) VALUES ('Ben', 0)").run();
    accounts(store, { inviteTtlSeconds: 60, idleSeconds: 60, absoluteSeconds: 60 }).startSession({ id: 1, name: "Ben" }, 2_000);
    store.change(fisch, { status: "operational", note: "" }, "Ben", undefined, 3_000);
    expect(store.changes(2_000).map((c) => [c.kind, c.actor, c.at])).toEqual([
      ["game", "Ben", 3_000],
      ["sign-in", "Ben", 2_000],
    ]);
  });
});

describe("importFile and statusFile", () => {
  it("imports a status file once, as it is, and writes the same file back", () => {
    const store = open(freshDir());
    expect(store.current(fisch)).toBeUndefined();
    expect(store.importFile({ ...build, notice: { level: "info", text: "Hello" } }, "status.json")).toBe(true);
    expect(store.current(fisch)).toMatchObject({ status: "operational", actor: "status.json" });
    expect(store.importFile({ ...build, games: {} }, "status.json")).toBe(false);
    expect(store.current({ kind: "executor", key: "Delta" })).toMatchObject({
      status: "updating",
      actor: "status.json",
      at: Date.parse("2026-11-23T08:00:00Z"),
    });
    expect(store.statusFile(["fisch", "blox-fruits"], ["Wave", "Delta"], build)).toEqual({
      ...build,
      notice: { level: "info", text: "Hello" },
    });
  });

  it("renders what changed since, a never-set game as operational, and a cleared notice as none", () => {
    const store = open(freshDir());
    store.importFile({ ...build, notice: { level: "warning", text: "Update" } }, "status.json");
    store.change(fisch, { status: "down", note: "Patched" }, "Ana", undefined, Date.parse("2026-11-24T10:00:00Z"));
    store.change(
      { kind: "executor", key: "Wave" },
      { status: "patched", note: "" },
      "CLI",
      undefined,
      Date.parse("2026-11-24T11:00:00.250Z"),
    );
    store.change(
      { kind: "notice", key: "" },
      { status: "none", note: "" },
      "Ana",
      undefined,
      Date.parse("2026-11-24T12:00:00Z"),
    );
    expect(store.statusFile(["fisch", "blox-fruits", "dead-rails"], ["Wave", "Delta", "Codex"], build)).toEqual({
      updatedAt: "2026-11-24T12:00:00Z",
      games: {
        fisch: { status: "down", note: "Patched" },
        "blox-fruits": { status: "down", note: "Fixing" },
        "dead-rails": { status: "operational" },
      },
      executors: [
        { name: "Wave", status: "patched", checkedAt: "2026-11-24T11:00:00Z" },
        { name: "Delta", status: "updating", checkedAt: "2026-11-23T08:00:00Z" },
      ],
    });
  });
});

describe("backups and a killed process", () => {
  it("backs up a database in use into a file that opens with the same data", async () => {
    const dir = freshDir();
    const store = open(dir);
    store.change(fisch, { status: "maintenance", note: "Back at 5" }, "Ana", undefined, 1_000);
    await store.backup(join(dir, "copy", "..", "backup.db"));
    const copy = open(dir); // the original, still open in two handles
    expect(copy.current(fisch)?.status).toBe("maintenance");
    const restored = new DatabaseSync(join(dir, "backup.db"));
    expect(restored.prepare("SELECT status, note FROM subject").get()).toEqual({
      status: "maintenance",
      note: "Back at 5",
    });
    restored.close();
  });

  it("has every change it acknowledged in the database file when its process is killed mid-burst", async () => {
    // What this shows: change() has committed to the database file (the operating system has it) before it
    // returns, so SIGKILL, a crash or `kill -9` loses nothing acknowledged. Not that it would survive a
    // power loss: the operating system still writes the file after the process is gone, and only a
    // machine losing power could tell whether the commit reached the disk (synchronous=FULL is meant for that).
    const dir = freshDir();
    // A writer that prints each change's id once change() has returned, until it is killed.
    const writer = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { openStore } from ${JSON.stringify(new URL("./store.ts", import.meta.url).pathname)};
         const store = openStore(${JSON.stringify(dir)});
         for (let i = 1; ; i++) {
           const result = store.change({ kind: "game", key: "fisch" }, { status: i % 2 ? "down" : "operational", note: String(i) }, "CLI");
           process.stdout.write(result.change.id + "\\n");
         }`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let acknowledged = 0;
    writer.stdout.setEncoding("utf8");
    await new Promise<void>((done) => {
      writer.stdout.on("data", (text: string) => {
        for (const line of text.split("\n").filter(Boolean)) acknowledged = Math.max(acknowledged, Number(line));
        if (acknowledged >= 200 && !writer.killed) {
          writer.kill("SIGKILL");
          done();
        }
      });
    });
    await new Promise((done) => writer.on("exit", done));
    const store = open(dir);
    const ids = store.changes().map((change) => change.id);
    expect(ids.length).toBeGreaterThanOrEqual(acknowledged);
    expect(ids).toEqual(ids.map((_, index) => ids.length - index));
  }, 30_000);
});

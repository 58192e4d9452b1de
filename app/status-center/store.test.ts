import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { parseStatusFile, type StatusFile } from "../config/status-schema.ts";
import { accounts } from "./accounts.ts";
import { openDatabase } from "./database.ts";
import { migrations } from "./migrations.ts";
import { sql } from "./sql.ts";
import { statusStore } from "./store.ts";

const openStore = (dir: string) => {
  const database = openDatabase(dir);
  return { ...database, ...statusStore(database.engine) };
};
type Store = ReturnType<typeof openStore>;

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
  it("creates DATA_DIR's folder and rift.db in it, with every migration recorded in user_version", async () => {
    const dir = join(freshDir(), "nested", "data");
    const store = open(dir);
    expect(store.file).toBe(join(dir, "rift.db"));
    expect(existsSync(store.file)).toBe(true);
    store.close();
    stores.pop();
    const raw = new DatabaseSync(join(dir, "rift.db"));
    expect(raw.prepare("PRAGMA user_version").get()).toEqual({ user_version: 8 });
    expect(raw.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    raw.close();
  });

  it("opens an existing database again without running a migration twice, and keeps what it holds", async () => {
    const dir = freshDir();
    await open(dir).change(fisch, { status: "down", note: "Patched by Roblox" }, "Ana", undefined, 1_000);
    const again = open(dir);
    expect(await again.current(fisch)).toEqual({
      status: "down",
      note: "Patched by Roblox",
      at: 1_000,
      actor: "Ana",
      version: 1,
    });
  });

  it("brings a database of an older release up to date and keeps its data", async () => {
    const dir = freshDir();
    const old = new DatabaseSync(join(dir, "rift.db"));
    old.exec(`${migrations[0]!.sql}\nPRAGMA user_version = 1;`);
    old.prepare("INSERT INTO subject VALUES ('game', 'fisch', 'down', 'old', 5, 'CLI', 1)").run();
    old.close();
    const store = open(dir);
    expect(await store.current(fisch)).toEqual({ status: "down", note: "old", at: 5, actor: "CLI", version: 1 });
    expect(store.db.prepare("PRAGMA user_version").get()).toEqual({ user_version: migrations.length });
    expect(store.db.prepare("SELECT count(*) AS n FROM operator").get()).toEqual({ n: 0 });
    // Its statuses came from somewhere: a status file is not imported over them.
    expect(await store.importFile(build, "status.json")).toBe(false);
  });
});

describe("change", () => {
  it("records who changed what, before and after, and returns the committed change", async () => {
    const store = open(freshDir());
    const first = await store.change(fisch, { status: "degraded", note: "" }, "Ana", 0, 1_000);
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
    await store.change(fisch, { status: "down", note: "<b>@everyone</b>" }, "CLI", undefined, 2_000);
    expect(await store.changes()).toEqual([
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

  it("refuses a save based on a version someone else replaced, naming who and when, and changes nothing", async () => {
    const store = open(freshDir());
    await store.change(fisch, { status: "down", note: "" }, "Ana", 0, 1_000);
    // Ben loaded the page before Ana saved: he saw version 0.
    expect(await store.change(fisch, { status: "operational", note: "" }, "Ben", 0, 2_000)).toEqual({
      ok: false,
      conflict: { actor: "Ana", at: 1_000 },
    });
    expect((await store.current(fisch))?.status).toBe("down");
    expect(await store.changes()).toHaveLength(1);
    // Reloaded, he sees version 1 and may save.
    expect((await store.change(fisch, { status: "operational", note: "" }, "Ben", 1, 3_000)).ok).toBe(true);
  });

  it("treats the same status and note again as a confirmation: nothing in the log, its time moves", async () => {
    const store = open(freshDir());
    await store.change(fisch, { status: "down", note: "x" }, "Ana", undefined, 1_000);
    expect(await store.change(fisch, { status: "down", note: "x" }, "Ben", undefined, 2_000)).toEqual({
      ok: true,
      change: undefined,
    });
    expect(await store.changes()).toHaveLength(1);
    expect(await store.current(fisch)).toMatchObject({ at: 2_000, actor: "Ben", version: 1 });
  });

  it("lists changes and sign-ins since a time, newest first", async () => {
    const store = open(freshDir());
    await store.change(fisch, { status: "down", note: "" }, "Ana", undefined, 1_000);
    store.db.prepare("INSERT INTO operator (name, created_at) VALUES ('Ben', 0)").run();
    await accounts(store.engine, { inviteTtlSeconds: 60, idleSeconds: 60, absoluteSeconds: 60 }).startSession(
      { id: 1, name: "Ben" },
      2_000,
    );
    await store.change(fisch, { status: "operational", note: "" }, "Ben", undefined, 3_000);
    expect((await store.changes(2_000)).map((c) => [c.kind, c.actor, c.at])).toEqual([
      ["game", "Ben", 3_000],
      ["sign-in", "Ben", 2_000],
    ]);
  });
});

describe("the outbox and the version", () => {
  it("a change owes Discord a post, a confirmation none; both change the version the pages are rendered for", async () => {
    const store = open(freshDir());
    const outbox = () => store.db.prepare("SELECT change_id FROM outbox ORDER BY change_id").all();
    const first = await store.version();
    await store.change(fisch, { status: "down", note: "x" }, "Ana", undefined, 1_000);
    const changed = await store.version();
    await store.change(fisch, { status: "down", note: "x" }, "Ben", undefined, 2_000);
    const confirmed = await store.version();
    expect(new Set([first, changed, confirmed]).size).toBe(3);
    expect(await store.version()).toBe(confirmed);
    expect(outbox()).toEqual([{ change_id: 1 }]);
  });

  it("an import is no news: it fills no outbox, and is refused once a status was set by hand", async () => {
    const imported = open(freshDir());
    expect(await imported.importFile(build, "status.json")).toBe(true);
    expect(imported.db.prepare("SELECT count(*) AS n FROM outbox").get()).toEqual({ n: 0 });
    const used = open(freshDir());
    await used.change(fisch, { status: "down", note: "" }, "CLI", undefined, 1_000);
    expect(await used.importFile(build, "status.json")).toBe(false);
    expect((await used.current(fisch))?.status).toBe("down");
  });
});

describe("importFile and statusFile", () => {
  it("imports a status file once, as it is, and writes the same file back", async () => {
    const store = open(freshDir());
    expect(await store.current(fisch)).toBeUndefined();
    expect(await store.importFile({ ...build, notice: { level: "info", text: "Hello" } }, "status.json")).toBe(true);
    expect(await store.current(fisch)).toMatchObject({ status: "operational", actor: "status.json" });
    expect(await store.importFile({ ...build, games: {} }, "status.json")).toBe(false);
    expect(await store.current({ kind: "executor", key: "Delta" })).toMatchObject({
      status: "updating",
      actor: "status.json",
      at: Date.parse("2026-11-23T08:00:00Z"),
    });
    expect(await store.statusFile(["fisch", "blox-fruits"], ["Wave", "Delta"], build)).toEqual({
      ...build,
      notice: { level: "info", text: "Hello" },
    });
  });

  it("renders what changed since, a never-set game as operational, and a cleared notice as none", async () => {
    const store = open(freshDir());
    await store.importFile({ ...build, notice: { level: "warning", text: "Update" } }, "status.json");
    await store.change(
      fisch,
      { status: "down", note: "Patched" },
      "Ana",
      undefined,
      Date.parse("2026-11-24T10:00:00Z"),
    );
    await store.change(
      { kind: "executor", key: "Wave" },
      { status: "patched", note: "" },
      "CLI",
      undefined,
      Date.parse("2026-11-24T11:00:00.250Z"),
    );
    await store.change(
      { kind: "notice", key: "" },
      { status: "none", note: "" },
      "Ana",
      undefined,
      Date.parse("2026-11-24T12:00:00Z"),
    );
    expect(await store.statusFile(["fisch", "blox-fruits", "dead-rails"], ["Wave", "Delta", "Codex"], build)).toEqual({
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

describe("statusFile of rows the rules refuse (stored before them, or by hand)", () => {
  it("is a valid status file: an unknown status as never set, a note cleaned and cut, an empty notice none", async () => {
    const store = open(freshDir());
    const row = (kind: string, key: string, status: string, note: string) =>
      store.engine.all(sql`INSERT INTO subject VALUES (${kind}, ${key}, ${status}, ${note}, 0, 'Ana', 1)`);
    await row("game", "fisch", "pwned", "");
    await row("game", "blox-fruits", "down", `Fixing\uFFFF\u0007${"x".repeat(300)}`);
    await row("game", "dead-rails", "degraded", "  ");
    await row("executor", "Wave", "dead", "");
    await row("notice", "", "info", "\t");
    const file = await store.statusFile(["fisch", "blox-fruits", "dead-rails"], ["Wave", "Delta"], build);
    expect(parseStatusFile(JSON.stringify(file))).toEqual({ ok: true, status: file });
    expect(file).toEqual({
      updatedAt: "2026-11-23T09:00:00Z",
      games: {
        fisch: { status: "operational" },
        "blox-fruits": { status: "down", note: `Fixing\uFFFD\uFFFD${"x".repeat(272)}` },
        "dead-rails": { status: "degraded" },
      },
      executors: build.executors,
    });
  });
});

describe("backups and a killed process", () => {
  it("backs up a database in use into a file that opens with the same data", async () => {
    const dir = freshDir();
    const store = open(dir);
    await store.change(fisch, { status: "maintenance", note: "Back at 5" }, "Ana", undefined, 1_000);
    await store.backup(join(dir, "copy", "..", "backup.db"));
    const copy = open(dir); // the original, still open in two handles
    expect((await copy.current(fisch))?.status).toBe("maintenance");
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
        // Through Vite's module runner, as the build compiles them (the migrations are imported as text).
        `import { runnerImport } from "vite";
         const load = async (file) => (await runnerImport(new URL(file, ${JSON.stringify(import.meta.url)}).pathname, { configFile: false })).module;
         const { openDatabase } = await load("./database.ts");
         const { statusStore } = await load("./store.ts");
         const store = statusStore(openDatabase(${JSON.stringify(dir)}).engine);
         for (let i = 1; ; i++) {
           const result = await store.change({ kind: "game", key: "fisch" }, { status: i % 2 ? "down" : "operational", note: String(i) }, "CLI");
           process.stdout.write(result.change.id + "\\n");
         }`,
      ],
      { stdio: ["ignore", "pipe", "inherit"], cwd: new URL("../..", import.meta.url).pathname },
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
    const ids = (await store.changes()).map((change) => change.id);
    expect(ids.length).toBeGreaterThanOrEqual(acknowledged);
    expect(ids).toEqual(ids.map((_, index) => ids.length - index));
  }, 30_000);
});

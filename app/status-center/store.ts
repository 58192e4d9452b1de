/**
 * The status center's database: SQLite (`node:sqlite`) in DATA_DIR, shared by every server process and the CLIs.
 * WAL with `synchronous=FULL`: a change returned from `change()` is on disk, whatever crashes next.
 */
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import type { GameStatus, StatusFile } from "../config/status-schema.ts";

/** What a change is about: a game (its slug), an executor (its name) or the site notice. */
export type Subject = { kind: "game" | "executor"; key: string } | { kind: "notice"; key: "" };
export interface State {
  status: string;
  note: string;
}
export interface Change {
  id: number;
  at: number;
  actor: string;
  kind: Subject["kind"] | "sign-in";
  key: string;
  before?: State;
  after?: State;
}
export interface Current extends State {
  at: number;
  actor: string;
  /** The change that set it: a save based on an older one is refused. */
  version: number;
}
export type ChangeResult =
  { ok: true; change: Change | undefined } | { ok: false; conflict: { actor: string; at: number } };

/** Schema migrations, in order: `PRAGMA user_version` is how many have run. Never edit one that shipped. */
const migrations = [
  `CREATE TABLE subject (
     kind TEXT NOT NULL, key TEXT NOT NULL, status TEXT NOT NULL, note TEXT NOT NULL,
     at INTEGER NOT NULL, actor TEXT NOT NULL, version INTEGER NOT NULL, PRIMARY KEY (kind, key)) STRICT;
   CREATE TABLE change (
     id INTEGER PRIMARY KEY, at INTEGER NOT NULL, actor TEXT NOT NULL, kind TEXT NOT NULL, key TEXT NOT NULL,
     before_status TEXT, before_note TEXT, after_status TEXT, after_note TEXT) STRICT;
   CREATE INDEX change_at ON change (at);`,
];

type Row = Record<string, unknown>;
const state = (status: unknown, note: unknown): State | undefined =>
  typeof status === "string" ? { status, note: String(note ?? "") } : undefined;
const toChange = (row: Row): Change => ({
  id: Number(row.id),
  at: Number(row.at),
  actor: String(row.actor),
  kind: row.kind as Change["kind"],
  key: String(row.key),
  before: state(row.before_status, row.before_note),
  after: state(row.after_status, row.after_note),
});
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

export type Store = ReturnType<typeof openStore>;

/** Opens (creating and migrating) `dir`/rift.db; `dir` defaults to DATA_DIR, else `data`. */
export function openStore(dir = process.env.DATA_DIR || "data") {
  const folder = resolve(dir);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, "rift.db");
  const db = new DatabaseSync(file, { timeout: 5_000 });
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;");

  /** `run` inside one write transaction: committed when it returns, rolled back when it throws. */
  const transaction = <T>(run: () => T): T => {
    db.exec("BEGIN IMMEDIATE");
    try {
      const result = run();
      db.exec("COMMIT");
      return result;
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  };

  transaction(() => {
    const done = Number(db.prepare("PRAGMA user_version").get()!.user_version);
    for (const [index, sql] of migrations.entries())
      if (index >= done) db.exec(`${sql}\nPRAGMA user_version = ${index + 1};`);
  });

  const current = (subject: Subject): Current | undefined => {
    const row = db.prepare("SELECT * FROM subject WHERE kind = ? AND key = ?").get(subject.kind, subject.key);
    return (
      row && {
        ...state(row.status, row.note)!,
        at: Number(row.at),
        actor: String(row.actor),
        version: Number(row.version),
      }
    );
  };

  const record = (at: number, actor: string, kind: Change["kind"], key: string, before?: State, after?: State) => {
    const { lastInsertRowid } = db
      .prepare(
        "INSERT INTO change (at, actor, kind, key, before_status, before_note, after_status, after_note) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .run(
        at,
        actor,
        kind,
        key,
        before?.status ?? null,
        before?.note ?? null,
        after?.status ?? null,
        after?.note ?? null,
      );
    return Number(lastInsertRowid);
  };

  const set = (subject: Subject, next: State, actor: string, at: number) => {
    const before = current(subject);
    const id = record(
      at,
      actor,
      subject.kind,
      subject.key,
      before && { status: before.status, note: before.note },
      next,
    );
    db.prepare(
      "INSERT INTO subject VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET status = excluded.status, note = excluded.note, at = excluded.at, actor = excluded.actor, version = excluded.version",
    ).run(subject.kind, subject.key, next.status, next.note, at, actor, id);
    return { id, at, actor, kind: subject.kind, key: subject.key, before, after: next } satisfies Change;
  };

  return {
    file,
    current,

    /**
     * Sets `subject` to `next` for `actor`, committed before it returns. `basedOn` is the version the
     * operator saw (0: none yet): if someone changed it since, nothing changes and the result says who and when.
     * The same status and note again is no change (`change` undefined).
     */
    change(subject: Subject, next: State, actor: string, basedOn?: number, at = Date.now()): ChangeResult {
      return transaction(() => {
        const before = current(subject);
        if (basedOn !== undefined && basedOn !== (before?.version ?? 0))
          return { ok: false, conflict: { actor: before!.actor, at: before!.at } };
        if (before && before.status === next.status && before.note === next.note)
          return { ok: true, change: undefined };
        const change = set(subject, next, actor, at);
        return { ok: true, change: { ...change, before: before && { status: before.status, note: before.note } } };
      });
    },

    /** An audit entry without a status change (a sign-in), committed before it returns. */
    audit(kind: "sign-in", actor: string, at = Date.now()): number {
      return record(at, actor, kind, "");
    },

    /** Every change and sign-in since `since` (ms), newest first. */
    changes(since = 0, limit = 10_000): Change[] {
      return db.prepare("SELECT * FROM change WHERE at >= ? ORDER BY id DESC LIMIT ?").all(since, limit).map(toChange);
    },

    /** Whether nothing was ever recorded (a first start, before `importFile`). */
    isEmpty: () => !db.prepare("SELECT 1 FROM subject LIMIT 1").get(),

    /** Takes a status file's statuses as they are, in one transaction, as `actor` (on a first start). */
    importFile(saved: StatusFile, actor: string) {
      transaction(() => {
        const at = Date.parse(saved.updatedAt);
        for (const [slug, { status, note = "" }] of Object.entries(saved.games))
          set({ kind: "game", key: slug }, { status, note }, actor, at);
        for (const { name, status, checkedAt } of saved.executors)
          set({ kind: "executor", key: name }, { status, note: "" }, actor, Date.parse(checkedAt));
        if (saved.notice)
          set({ kind: "notice", key: "" }, { status: saved.notice.level, note: saved.notice.text }, actor, at);
      });
    },

    /**
     * The live status as `status.json` says it: the games and executors named (in their order), a game
     * never set is operational, an executor never set keeps `fallback`'s entry.
     */
    statusFile(games: readonly string[], executors: readonly string[], fallback: StatusFile): StatusFile {
      const rows = db.prepare("SELECT * FROM subject").all();
      const find = (kind: string, key: string) => rows.find((row) => row.kind === kind && row.key === key);
      const latest = Math.max(Date.parse(fallback.updatedAt), ...rows.map((row) => Number(row.at)));
      const notice = find("notice", "");
      return {
        updatedAt: iso(latest),
        games: Object.fromEntries(
          games.map((slug) => {
            const row = find("game", slug);
            const status = (row?.status ?? fallback.games[slug]?.status ?? "operational") as GameStatus;
            const note = row ? String(row.note) : fallback.games[slug]?.note;
            return [slug, note ? { status, note } : { status }];
          }),
        ),
        executors: executors.flatMap((name) => {
          const row = find("executor", name);
          if (row)
            return [
              { name, status: row.status as StatusFile["executors"][number]["status"], checkedAt: iso(Number(row.at)) },
            ];
          return fallback.executors.filter((each) => each.name === name);
        }),
        ...(notice && notice.status !== "none"
          ? { notice: { level: notice.status as "info" | "warning", text: String(notice.note) } }
          : notice
            ? {}
            : fallback.notice && { notice: fallback.notice }),
      };
    },

    /** A consistent copy of the database while it is in use. */
    backup: (to: string) => backup(db, resolve(to)),
    close: () => db.close(),
  };
}

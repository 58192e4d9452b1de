/** The live status in the database: what each game, executor and the notice is now, and every change. */
import type { GameStatus, StatusFile } from "../config/status-schema.ts";
import { openDatabase, type Database } from "./database.ts";

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
type ChangeResult = { ok: true; change: Change | undefined } | { ok: false; conflict: { actor: string; at: number } };

const state = (status: unknown, note: unknown) =>
  typeof status === "string" ? { status, note: String(note) } : undefined;
const toChange = ({ before_status, before_note, after_status, after_note, ...rest }: Record<string, unknown>) =>
  ({ ...rest, before: state(before_status, before_note), after: state(after_status, after_note) }) as Change;
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

export type Store = ReturnType<typeof openStore>;

export function statusStore({ db, transaction }: Database) {
  const sql = db.createTagStore();
  const current = ({ kind, key }: Subject) =>
    sql.get`SELECT status, note, at, actor, version FROM subject WHERE kind = ${kind} AND key = ${key}` as
      Current | undefined;

  const set = (subject: Subject, next: State, actor: string, at: number, was = current(subject)) => {
    const { kind, key } = subject;
    const before = was && { status: was.status, note: was.note };
    if (before?.status === next.status && before.note === next.note) {
      void sql.run`UPDATE subject SET at = ${at}, actor = ${actor} WHERE kind = ${kind} AND key = ${key}`;
      return undefined;
    }
    const change = sql.run`INSERT INTO change (at, actor, kind, key, before_status, before_note, after_status, after_note)
      VALUES (${at}, ${actor}, ${kind}, ${key}, ${before?.status ?? null}, ${before?.note ?? null},
        ${next.status}, ${next.note})`;
    const id = Number(change.lastInsertRowid);
    void sql.run`INSERT OR REPLACE INTO subject VALUES (${kind}, ${key}, ${next.status}, ${next.note}, ${at}, ${actor}, ${id})`;
    return { id, at, actor, kind, key, before, after: next } satisfies Change;
  };

  return {
    current,

    /**
     * Sets `subject` to `next` for `actor`, committed before it returns. `basedOn` is the version the
     * operator saw (0: none yet): if someone changed it since, nothing changes and the result says who and when.
     * The same status and note again is no change (`change` undefined, nothing in the log): it confirms the
     * status, as of `at` (an executor's "last checked").
     */
    change(subject: Subject, next: State, actor: string, basedOn?: number, at = Date.now()): ChangeResult {
      return transaction(() => {
        const before = current(subject);
        if (basedOn !== undefined && basedOn !== (before?.version ?? 0))
          return { ok: false, conflict: { actor: before!.actor, at: before!.at } };
        return { ok: true, change: set(subject, next, actor, at, before) };
      });
    },

    /** Every change and sign-in since `since` (ms), newest first. */
    changes(since = 0, limit = 10_000): Change[] {
      return db.prepare("SELECT * FROM change WHERE at >= ? ORDER BY id DESC LIMIT ?").all(since, limit).map(toChange);
    },

    /**
     * On a first start only (nothing recorded yet), takes a status file's statuses as they are, as `actor`,
     * in one transaction: of processes starting together, one imports. Whether it did.
     */
    importFile(saved: StatusFile, actor: string): boolean {
      return transaction(() => {
        if (db.prepare("SELECT 1 FROM subject LIMIT 1").get()) return false;
        const at = Date.parse(saved.updatedAt);
        for (const [slug, { status, note = "" }] of Object.entries(saved.games))
          set({ kind: "game", key: slug }, { status, note }, actor, at);
        for (const { name, status, checkedAt } of saved.executors)
          set({ kind: "executor", key: name }, { status, note: "" }, actor, Date.parse(checkedAt));
        if (saved.notice)
          set({ kind: "notice", key: "" }, { status: saved.notice.level, note: saved.notice.text }, actor, at);
        return true;
      });
    },

    /**
     * The live status as `status.json` says it: the games and executors named (in their order), a game
     * never set is operational, an executor never set keeps `fallback`'s entry.
     */
    statusFile(games: readonly string[], executors: readonly string[], fallback: StatusFile): StatusFile {
      type Saved = { kind: string; key: string; status: string; note: string; at: number };
      const rows = db.prepare("SELECT * FROM subject").all() as Saved[];
      const find = (kind: string, key: string) => rows.find((row) => row.kind === kind && row.key === key);
      const notice = find("notice", "");
      return {
        updatedAt: iso(Math.max(Date.parse(fallback.updatedAt), ...rows.map((row) => row.at))),
        games: Object.fromEntries(
          games.map((slug) => {
            const { status, note } = find("game", slug) ?? fallback.games[slug] ?? { status: "operational" };
            return [slug, note ? { status: status as GameStatus, note } : { status: status as GameStatus }];
          }),
        ),
        executors: executors.flatMap((name) => {
          const row = find("executor", name);
          if (!row) return fallback.executors.filter((each) => each.name === name);
          return [{ name, status: row.status as StatusFile["executors"][number]["status"], checkedAt: iso(row.at) }];
        }),
        ...(notice
          ? notice.status !== "none" && { notice: { level: notice.status as "info" | "warning", text: notice.note } }
          : fallback.notice && { notice: fallback.notice }),
      };
    },
  };
}

/** The database in `dir` (DATA_DIR, else `data`) with its status functions. */
export function openStore(dir?: string) {
  const database = openDatabase(dir);
  return { ...database, ...statusStore(database) };
}

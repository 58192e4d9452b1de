/** The live status in the database: what each game, executor and the notice is now, and every change. */
import { choices, cleanNote, isoSecond, unsetGame, type GameStatus, type StatusFile } from "../config/status-schema.ts";
import { first, sql, type Engine, type Row, type Statement } from "./sql.ts";

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
  kind: Subject["kind"] | "sign-in" | "maintenance";
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
const toChange = ({ before_status, before_note, after_status, after_note, maintenance_id: _window, ...rest }: Row) =>
  ({ ...rest, before: state(before_status, before_note), after: state(after_status, after_note) }) as Change;

/** A change as one statement, written when `where` holds: migration 4's trigger sets the subject and fills the outbox. */
const insertChange = ({ kind, key }: Subject, next: State, actor: string, at: number, where: Statement) =>
  sql`INSERT INTO change (at, actor, kind, key, before_status, before_note, after_status, after_note)
    SELECT ${at}, ${actor}, ${kind}, ${key}, s.status, s.note, ${next.status}, ${next.note} FROM (SELECT 1)
    LEFT JOIN subject s ON s.kind = ${kind} AND s.key = ${key} WHERE ${where} RETURNING *`;

export type Store = ReturnType<typeof statusStore>;

export function statusStore(engine: Engine) {
  const current = ({ kind, key }: Subject) =>
    first<Current>(
      engine,
      sql`SELECT status, note, at, actor, version FROM subject WHERE kind = ${kind} AND key = ${key}`,
    );

  return {
    current,
    /** Every subject set so far, in one statement (a page that shows them all never asks once per subject). */
    everyCurrent: async () =>
      engine.all<Current & Subject>(sql`SELECT kind, key, status, note, at, actor, version FROM subject`),

    /**
     * Sets `subject` to `next` for `actor`, committed before it returns. `basedOn` is the version the
     * operator saw (0: none yet): if someone changed it since, nothing changes and the result says who and when.
     * The same status and note again is no change (`change` undefined, nothing in the log): it confirms the
     * status, as of `at` (an executor's "last checked").
     */
    async change(
      subject: Subject,
      next: State,
      actor: string,
      basedOn?: number,
      at = Date.now(),
    ): Promise<ChangeResult> {
      const seen = basedOn ?? null;
      const { kind, key } = subject;
      // One of the two writes, or neither (a conflict): each checks the version the operator saw.
      const [changed, confirmed] = await engine.batch([
        insertChange(
          subject,
          next,
          actor,
          at,
          sql`coalesce(s.version, 0) = coalesce(${seen}, s.version, 0)
            AND (s.status IS NOT ${next.status} OR s.note IS NOT ${next.note})`,
        ),
        sql`UPDATE subject SET at = ${at}, actor = ${actor} WHERE kind = ${kind} AND key = ${key}
          AND status = ${next.status} AND note = ${next.note} AND version = coalesce(${seen}, version) RETURNING 1 AS done`,
      ]);
      if (changed![0]) return { ok: true, change: toChange(changed![0]) };
      if (confirmed![0]) return { ok: true, change: undefined };
      const now = await current(subject);
      return { ok: false, conflict: { actor: now?.actor ?? "", at: now?.at ?? 0 } };
    },

    /** Every change and sign-in since `since` (ms), newest first. */
    changes: async (since = 0, limit = 10_000): Promise<Change[]> =>
      (await engine.all(sql`SELECT * FROM change WHERE at >= ${since} ORDER BY id DESC LIMIT ${limit}`)).map(toChange),

    changeById: async (id: number) => (await engine.all(sql`SELECT * FROM change WHERE id = ${id}`)).map(toChange),

    /** What the pages show changes when this does: the last change, and the last time a status was confirmed. */
    version: async () =>
      String(
        (await first(
          engine,
          sql`SELECT (SELECT ifnull(max(id), 0) FROM change) || '.' ||
          (SELECT ifnull(max(at), 0) FROM subject) AS version`,
        ))!.version,
      ),

    /**
     * On a first start only (nothing imported or recorded yet), takes a status file's statuses as they are, as
     * `actor`, in one batch: of processes starting together, one imports. Whether it did.
     */
    async importFile(saved: StatusFile, actor: string): Promise<boolean> {
      const at = Date.parse(saved.updatedAt);
      const set = (subject: Subject, status: string, note: string, when = at) =>
        insertChange(subject, { status, note }, actor, when, sql`1`);
      try {
        await engine.batch([
          // Fails when a file was imported before (the row exists) or a status was set before any was (CHECK).
          sql`INSERT INTO seeded SELECT CASE WHEN EXISTS (SELECT 1 FROM subject) THEN 0 ELSE 1 END`,
          ...Object.entries(saved.games).map(([key, { status, note = "" }]) =>
            set({ kind: "game", key }, status, note),
          ),
          ...saved.executors.map(({ name, status, checkedAt }) =>
            set({ kind: "executor", key: name }, status, "", Date.parse(checkedAt)),
          ),
          ...(saved.notice ? [set({ kind: "notice", key: "" }, saved.notice.level, saved.notice.text)] : []),
          // An import is what the site says already: nothing to post.
          sql`DELETE FROM outbox`,
          sql`DELETE FROM push_outbox`,
        ]);
        return true;
      } catch (error) {
        if (/(UNIQUE|CHECK) constraint failed/.test(String(error))) return false;
        throw error;
      }
    },

    /**
     * The live status as `status.json` says it: the games and executors named (in their order), a game
     * never set is operational, an executor never set keeps `fallback`'s entry.
     */
    async statusFile(
      games: readonly string[],
      executors: readonly string[],
      fallback: StatusFile,
    ): Promise<StatusFile> {
      const rows = await engine.all<Current & Subject>(sql`SELECT * FROM subject`);
      // A stored status the rules refuse (written before them, or by hand) reads as if it had never been set: a
      // player then sees what the site says of a subject it knows nothing about (the seed's entry; else a game is
      // operational and an executor keeps the build's), never a word the site has no meaning for.
      const find = (kind: Subject["kind"], key: string) =>
        rows.find(
          (row) => row.kind === kind && row.key === key && (choices[kind] as readonly string[]).includes(row.status),
        );
      const notice = find("notice", "");
      const noticeText = cleanNote(notice?.note ?? "");
      return {
        updatedAt: isoSecond(Math.max(Date.parse(fallback.updatedAt), ...rows.map((row) => row.at))),
        games: Object.fromEntries(
          games.map((slug) => {
            const { status, note = "" } = find("game", slug) ?? fallback.games[slug] ?? unsetGame;
            const shown = cleanNote(note);
            return [slug, shown ? { status: status as GameStatus, note: shown } : { status: status as GameStatus }];
          }),
        ),
        executors: executors.flatMap((name) => {
          const row = find("executor", name);
          if (!row) return fallback.executors.filter((each) => each.name === name);
          return [
            { name, status: row.status as StatusFile["executors"][number]["status"], checkedAt: isoSecond(row.at) },
          ];
        }),
        ...(notice
          ? notice.status !== "none" &&
            noticeText && { notice: { level: notice.status as "info" | "warning", text: noticeText } }
          : fallback.notice && { notice: fallback.notice }),
      };
    },
  };
}

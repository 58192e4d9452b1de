/**
 * Maintenance announced ahead: a window for one game or all of them. Scheduling and cancelling are
 * changes in the audit log (kind "maintenance", key the window's id) that owe Discord a post; at the window's start
 * each game it covers changes to maintenance (with its note). A game stays in maintenance while any window over it
 * runs; when the last one ends (or is cancelled) it goes back to what it was before the first, unless an operator
 * changed it meanwhile (theirs stands). `apply` does both, on whatever reads or posts first (a live request, the server's second,
 * the Worker's Cron): within a minute, and at the next request after the start.
 */
import { newToken } from "./accounts.ts";
import { sql, type Engine, type Row, type Statement } from "./sql.ts";
import { windowProblem } from "./window-rules.ts";

export interface Window {
  id: number;
  /** A game's slug, or "all". */
  game: string;
  from: number;
  to: number;
  note: string;
}

/** A row of the maintenance table (id, game, starts, ends, note) as a window. */
const toWindow = (row: Row): Window => ({
  id: Number(row.id),
  game: String(row.game),
  from: Number(row.starts),
  to: Number(row.ends),
  note: String(row.note),
});

/** The actor of the changes a window makes by itself. */
export const maintenanceActor = "Scheduled maintenance";
const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace("T", " ")} UTC`;
/** How a window reads in the audit log, the feed and on Discord: "Fisch, 2026-11-30 10:00 UTC – 2026-11-30 12:00 UTC: note". */
export const windowSummary = (title: string, { from, to, note }: Pick<Window, "from" | "to" | "note">) =>
  `${title}, ${utc(from)} – ${utc(to)}${note ? `: ${note}` : ""}`;

/**
 * A change a window makes to `game`, written only by the batch that claimed window `id` (`claim`): `set` is what the
 * game's subject `s` changes to (status, note, the window it names), over the window `m` and what `from` adds.
 */
const gameChange =
  (id: number, claim: string, at: number) =>
  (game: string, set: Statement, from = sql``) =>
    sql`INSERT INTO change (at, actor, kind, key, before_status, before_note, after_status, after_note, maintenance_id)
      SELECT ${at}, ${maintenanceActor}, 'game', ${game}, s.status, s.note, ${set} FROM maintenance m
      LEFT JOIN subject s ON s.kind = 'game' AND s.key = ${game} ${from} WHERE m.id = ${id} AND m.claim = ${claim}`;
/** The game's current change `c`, when a window set it to maintenance (no operator changed it since). */
const byWindow = sql`JOIN change c ON c.id = s.version
  AND c.maintenance_id IS NOT NULL AND c.after_status = 'maintenance'`;
/** An event of the window `where` picks in the audit log (Discord posts it), written when the window is as it says. */
const windowEvent = (at: number, actor: string, event: string, summary: string, where: Statement) =>
  sql`INSERT INTO change (at, actor, kind, key, after_status, after_note, maintenance_id)
    SELECT ${at}, ${actor}, 'maintenance', CAST(id AS TEXT), ${event}, ${summary}, id FROM maintenance WHERE ${where}`;
/** The first started window other than `id` that runs over `game` at `now`: the game stays in maintenance for it. */
const otherRunning = (id: number, game: string, now: number) =>
  sql`SELECT id FROM maintenance WHERE ended_at IS NULL AND cancelled_at IS NULL AND started_at IS NOT NULL
    AND ends > ${now} AND id <> ${id} AND game IN (${game}, 'all') ORDER BY starts, id LIMIT 1`;
/**
 * What `game` was before the windows that hold it: what the first window change since its last change by someone
 * else replaced (each window change sets maintenance, or gives this back).
 */
const before = (game: string) =>
  sql`SELECT min(id) FROM change WHERE kind = 'game' AND key = ${game} AND maintenance_id IS NOT NULL AND id >
    (SELECT ifnull(max(id), 0) FROM change WHERE kind = 'game' AND key = ${game} AND maintenance_id IS NULL)`;

/** `games`: each game's slug; `titleOf` names a slug (or "all") in the audit log. */
export function maintenance(engine: Engine, games: readonly string[], titleOf = (game: string) => game) {
  const summaryOf = (row: Row) => windowSummary(titleOf(String(row.game)), toWindow(row));
  const windowsWhere = async (where: Statement) =>
    (await engine.all<Row>(sql`SELECT id, game, starts, ends, note FROM maintenance WHERE ${where}`)).map(toWindow);
  const covered = (game: string) => (game === "all" ? games : games.filter((each) => each === game));

  return {
    /** Plans a window (a start in the past means now); its id. One that window-rules.ts refuses throws. */
    async schedule(game: string, from: number, to: number, note: string, actor: string, now = Date.now()) {
      const problem = windowProblem(from, to, now);
      if (problem) throw new Error(problem);
      const start = Math.max(from, now);
      const summary = windowSummary(titleOf(game), { from: start, to, note });
      const [[row]] = await engine.batch([
        sql`INSERT INTO maintenance (game, starts, ends, note, created_at, actor) VALUES (${game}, ${start}, ${to}, ${note}, ${now}, ${actor})
          RETURNING id`,
        windowEvent(now, actor, "scheduled", summary, sql`id = (SELECT max(id) FROM maintenance)`),
      ]);
      await this.apply(now);
      return Number((row as Row).id);
    },

    /** Cancels a planned or running window (a running one ends at once); whether there was one. */
    async cancel(id: number, actor: string, now = Date.now()) {
      const [window] = await engine.all<Row>(sql`SELECT game, starts, ends, note FROM maintenance WHERE id = ${id}`);
      const summary = window ? `${summaryOf(window)} (cancelled)` : "";
      const [cancelled] = await engine.batch([
        sql`UPDATE maintenance SET cancelled_at = ${now} WHERE id = ${id} AND cancelled_at IS NULL AND ended_at IS NULL
          AND ends > ${now} RETURNING id`,
        windowEvent(now, actor, "cancelled", summary, sql`id = ${id} AND cancelled_at = ${now}`),
      ]);
      await this.apply(now);
      return cancelled!.length > 0;
    },

    /** Windows planned or running, soonest first. */
    list: (now = Date.now()) =>
      windowsWhere(sql`cancelled_at IS NULL AND ended_at IS NULL AND ends > ${now} ORDER BY starts, id`),

    /** The windows the audit log names since `since` (ms): scheduled, cancelled, started or ended since then. */
    since: (since: number) =>
      windowsWhere(sql`id IN (SELECT maintenance_id FROM change WHERE kind = 'maintenance' AND at >= ${since})`),

    /**
     * Starts the windows whose time has come and ends those that are over or cancelled: one batch each, claimed, so
     * each happens once whoever does it. A window over before anyone started it only ends.
     */
    async apply(now = Date.now()) {
      const due = await engine.all<Row>(
        sql`SELECT id, game, starts, ends, note, started_at, cancelled_at FROM maintenance WHERE ended_at IS NULL
          AND (starts <= ${now} OR cancelled_at IS NOT NULL)`,
      );
      for (const window of due) {
        const id = Number(window.id);
        const claim = newToken();
        const over = Number(window.ends) <= now || window.cancelled_at !== null;
        const its = covered(String(window.game));
        const event = (name: string) =>
          windowEvent(now, maintenanceActor, name, summaryOf(window), sql`id = ${id} AND claim = ${claim}`);
        const change = gameChange(id, claim, now);
        if (window.started_at === null && !over)
          await engine.batch([
            sql`UPDATE maintenance SET started_at = ${now}, claim = ${claim} WHERE id = ${id} AND started_at IS NULL`,
            ...its.map((game) => change(game, sql`'maintenance', m.note, m.id`)),
            event("started"),
          ]);
        else if (over)
          await engine.batch([
            sql`UPDATE maintenance SET ended_at = ${now}, started_at = coalesce(started_at, ${now}), claim = ${claim}
              WHERE id = ${id} AND ended_at IS NULL`,
            event("ended"),
            ...its.flatMap((game) => {
              const [other, first] = [otherRunning(id, game, now), before(game)];
              return [
                // Back to what it was before the first window, when no other runs over it (no operator since).
                change(
                  game,
                  sql`coalesce(r.before_status, 'operational'), coalesce(r.before_note, ''), m.id`,
                  sql`${byWindow} JOIN change r ON r.id = (${first}) AND NOT EXISTS (${other})`,
                ),
                // Else, if this window's note is shown, the other window's.
                change(
                  game,
                  sql`'maintenance', o.note, o.id`,
                  sql`${byWindow} AND c.maintenance_id = m.id JOIN maintenance o ON o.id = (${other})`,
                ),
              ];
            }),
          ]);
      }
    },
  };
}
export type Maintenance = ReturnType<typeof maintenance>;

/** The status center's engine on Cloudflare D1 (the Worker's `DB` binding): the same statements, D1's batch. */
import type { Engine, Row, Statement } from "./sql.ts";

/** The part of D1's binding the engine uses (types of @cloudflare/workers-types, without its globals). */
export interface D1Database {
  prepare(sql: string): { bind(...values: unknown[]): D1Statement };
  batch(statements: D1Statement[]): Promise<{ results?: Row[] }[]>;
}
interface D1Statement {
  all(): Promise<{ results?: Row[] }>;
}

/**
 * Runs `work` again (a few times, a little later) while SQLite says another writer holds the database: locally,
 * where a CLI writes the preview's D1 file itself. A refused statement or batch wrote nothing, so it is safe.
 */
async function whenFree<T>(work: () => Promise<T>, tries = 8): Promise<T> {
  for (let attempt = 1; ; attempt++)
    try {
      return await work();
    } catch (error) {
      if (attempt >= tries || !/SQLITE_BUSY|database is locked/i.test(String(error))) throw error;
      await new Promise((done) => setTimeout(done, 25 * attempt));
    }
}

/** D1 runs a batch as one transaction: every statement of it, or none. */
export function d1Engine(db: D1Database): Engine {
  const bind = ({ sql, params }: Statement) => db.prepare(sql).bind(...params);
  return {
    all: <T>(statement: Statement) => whenFree(async () => ((await bind(statement).all()).results ?? []) as T[]),
    batch: (statements) =>
      whenFree(async () => (await db.batch(statements.map(bind))).map((result) => result.results ?? [])),
  };
}

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

/** D1 runs a batch as one transaction: every statement of it, or none. */
export function d1Engine(db: D1Database): Engine {
  const bind = ({ sql, params }: Statement) => db.prepare(sql).bind(...params);
  return {
    all: async <T>(statement: Statement) => ((await bind(statement).all()).results ?? []) as T[],
    batch: async (statements) => (await db.batch(statements.map(bind))).map((result) => result.results ?? []),
  };
}

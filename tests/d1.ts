/**
 * D1 for the tests, offline: Miniflare (wrangler's own local runtime, workerd) with in-memory D1 databases, the
 * status center's migrations applied as wrangler applies them (each file split by wrangler's own splitter, one batch).
 * Starting workerd takes seconds, a database in it a fraction of one: one Miniflare holds `count` databases, and
 * each open() hands out the next one, new and migrated.
 */
import { Miniflare, convertV4MiniflareOptions } from "miniflare";
import { unstable_splitSqlQuery } from "wrangler";
import { d1Engine, type D1Database } from "../app/status-center/d1.ts";
import { migrations } from "../app/status-center/migrations.ts";

export function d1Databases(count: number) {
  const names = Array.from({ length: count }, (_, index) => `DB${index}`);
  const miniflare = new Miniflare(convertV4MiniflareOptions({ modules: true, script: "", d1Databases: names }));
  let used = 0;
  return {
    async open() {
      const name = names[used++];
      if (!name) throw new Error(`all ${count} D1 databases are in use`);
      const db = (await miniflare.getD1Database(name)) as unknown as D1Database & {
        prepare(sql: string): { bind(...values: unknown[]): never; run(): Promise<unknown> };
      };
      for (const { sql } of migrations) {
        const statements = unstable_splitSqlQuery(sql) as string[];
        await db.batch(statements.map((statement) => db.prepare(statement) as never));
      }
      return { db, engine: d1Engine(db) };
    },
    dispose: () => miniflare.dispose(),
  };
}

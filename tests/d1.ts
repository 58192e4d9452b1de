/**
 * D1 for the tests, offline: Miniflare (wrangler's own local runtime, workerd) with one in-memory D1 database, the
 * status center's migrations applied as wrangler applies them (each file split by wrangler's own splitter, one batch).
 */
import { Miniflare, convertV4MiniflareOptions } from "miniflare";
import { unstable_splitSqlQuery } from "wrangler";
import { d1Engine, type D1Database } from "../app/status-center/d1.ts";
import { migrations } from "../app/status-center/migrations.ts";

export async function d1Database() {
  const miniflare = new Miniflare(convertV4MiniflareOptions({ modules: true, script: "", d1Databases: ["DB"] }));
  const db = (await miniflare.getD1Database("DB")) as unknown as D1Database & {
    prepare(sql: string): { bind(...values: unknown[]): never; run(): Promise<unknown> };
  };
  for (const { sql } of migrations) {
    const statements = unstable_splitSqlQuery(sql) as string[];
    await db.batch(statements.map((statement) => db.prepare(statement) as never));
  }
  return { db, engine: d1Engine(db), dispose: () => miniflare.dispose() };
}

// The status center's SQLite database in DATA_DIR (node:sqlite), shared by every server process and the CLIs. WAL
// with `synchronous=FULL`: a transaction that returned is on disk, whatever crashes next.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { join, resolve } from "node:path";
import { backup, DatabaseSync, type StatementSync } from "node:sqlite";
import { migrations } from "./migrations.ts";
import type { Engine, Row, Statement } from "./sql.ts";

/**
 * The database file created (or made) readable and writable by its owner only: SQLite gives its -wal and -shm
 * files the same mode. A file of another user's is left as it is (SQLite then says whether it can open it).
 */
function ownOnly(file: string) {
  if (!existsSync(file)) return closeSync(openSync(file, "a", 0o600));
  for (const each of [file, `${file}-wal`, `${file}-shm`])
    try {
      chmodSync(each, 0o600);
    } catch {
      // missing, or not ours
    }
}

/** An engine on an open node:sqlite database: statements prepared once, a batch in one write transaction. */
export function sqliteEngine(db: DatabaseSync): Engine {
  const prepared = new Map<string, StatementSync>();
  const run = ({ sql, params }: Statement) => {
    let statement = prepared.get(sql);
    if (!statement) prepared.set(sql, (statement = db.prepare(sql)));
    return statement.all(...params) as Row[];
  };
  return {
    all: async <T>(statement: Statement) => run(statement) as T[],
    async batch(statements, { lasting } = { lasting: true }) {
      // WAL with synchronous=NORMAL commits without waiting for the disk (a power loss may undo it, a crash not).
      if (!lasting) db.exec("PRAGMA synchronous = NORMAL");
      db.exec("BEGIN IMMEDIATE");
      try {
        const results = statements.map(run);
        db.exec("COMMIT");
        return results;
      } catch (error) {
        db.exec("ROLLBACK");
        throw error;
      } finally {
        if (!lasting) db.exec("PRAGMA synchronous = FULL");
      }
    },
  };
}

/** Runs the migrations `db` has not run yet, in one transaction (PRAGMA user_version counts them). */
function migrate(db: DatabaseSync) {
  db.exec("BEGIN IMMEDIATE");
  try {
    const done = Number(db.prepare("PRAGMA user_version").get()!.user_version);
    for (const [index, { sql }] of migrations.entries())
      if (index >= done) db.exec(`${sql}\nPRAGMA user_version = ${index + 1};`);
    db.exec("COMMIT");
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  }
}

export type Database = ReturnType<typeof opened>;

/** An open database as a CLI uses it: its engine, its online backup (`prepare` readies the copy's file), closing it. */
export const opened = (db: DatabaseSync, file: string, prepare = (_to: string) => {}) => ({
  db,
  file,
  engine: sqliteEngine(db),
  /** A consistent copy of the database while it is in use. */
  backup: (to: string) => (prepare(resolve(to)), backup(db, resolve(to))),
  close: () => db.close(),
});

/** Opens `dir`/rift.db (":memory:": a database of this process only), creating it and running its migrations. */
export function openDatabase(dir = process.env.DATA_DIR || "data") {
  let file = ":memory:";
  if (dir !== ":memory:") {
    const folder = resolve(dir);
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    file = join(folder, "rift.db");
    ownOnly(file);
  }
  const db = new DatabaseSync(file, { timeout: 5_000 });
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;");
  migrate(db);
  // Its backup is readable by its owner only.
  return opened(db, file, ownOnly);
}

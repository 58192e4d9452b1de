// The status center's SQLite database in DATA_DIR, shared by every server process and the CLIs. WAL with
// `synchronous=FULL`: a transaction that returned is on disk, whatever crashes next.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { join, resolve } from "node:path";
import { backup, DatabaseSync } from "node:sqlite";

/** Schema migrations, in order: `PRAGMA user_version` is how many have run. Never edit one that shipped. */
export const migrations = [
  `CREATE TABLE subject (
     kind TEXT NOT NULL, key TEXT NOT NULL, status TEXT NOT NULL, note TEXT NOT NULL,
     at INTEGER NOT NULL, actor TEXT NOT NULL, version INTEGER NOT NULL, PRIMARY KEY (kind, key)) STRICT;
   CREATE TABLE change (
     id INTEGER PRIMARY KEY, at INTEGER NOT NULL, actor TEXT NOT NULL, kind TEXT NOT NULL, key TEXT NOT NULL,
     before_status TEXT, before_note TEXT, after_status TEXT, after_note TEXT) STRICT;
   CREATE INDEX change_at ON change (at);`,
  `CREATE TABLE operator (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, created_at INTEGER NOT NULL) STRICT;
   CREATE TABLE invite (
     token_hash TEXT PRIMARY KEY, name TEXT NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER) STRICT;
   CREATE TABLE passkey (
     id TEXT PRIMARY KEY, operator_id INTEGER NOT NULL REFERENCES operator (id) ON DELETE CASCADE,
     public_key BLOB NOT NULL, counter INTEGER NOT NULL, transports TEXT NOT NULL, created_at INTEGER NOT NULL) STRICT;
   CREATE TABLE session (
     token_hash TEXT PRIMARY KEY, operator_id INTEGER NOT NULL REFERENCES operator (id) ON DELETE CASCADE,
     created_at INTEGER NOT NULL, seen_at INTEGER NOT NULL) STRICT;
   CREATE TABLE challenge (
     id TEXT PRIMARY KEY, purpose TEXT NOT NULL, challenge TEXT NOT NULL, expires_at INTEGER NOT NULL) STRICT;
   CREATE TABLE hit (key TEXT NOT NULL, at INTEGER NOT NULL) STRICT;
   CREATE INDEX hit_key ON hit (key, at);
   CREATE TABLE delivery (change_id INTEGER PRIMARY KEY, at INTEGER NOT NULL, error TEXT NOT NULL) STRICT;`,
  // The changes a process has taken to post to Discord: each is posted once, by one process.
  `CREATE TABLE announcement (change_id INTEGER PRIMARY KEY) STRICT;`,
];

export type Database = ReturnType<typeof openDatabase>;

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

/** Opens `dir`/rift.db, creating it and running the migrations it has not run yet. */
export function openDatabase(dir = process.env.DATA_DIR || "data") {
  const folder = resolve(dir);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const file = join(folder, "rift.db");
  ownOnly(file);
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

  return {
    db,
    file,
    transaction,
    /** A consistent copy of the database while it is in use, readable by its owner only. */
    backup: (to: string) => (ownOnly(resolve(to)), backup(db, resolve(to))),
    close: () => db.close(),
  };
}

import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { openDatabase } from "./database.ts";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const temporary = () => {
  const dir = mkdtempSync(join(tmpdir(), "rift-database-"));
  dirs.push(dir);
  return dir;
};
const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

it("creates the database, its -wal and -shm files and its backups for their owner only, whatever the umask", async () => {
  const before = process.umask(0o022);
  try {
    const dir = join(temporary(), "data");
    const database = openDatabase(dir);
    database.db.exec("CREATE TABLE t (x); INSERT INTO t VALUES (1)");
    expect([dir, database.file, `${database.file}-wal`, `${database.file}-shm`].map(mode)).toEqual([
      "700",
      "600",
      "600",
      "600",
    ]);
    await database.backup(join(dir, "backup.db"));
    expect(mode(join(dir, "backup.db"))).toBe("600");
    database.close();
  } finally {
    process.umask(before);
  }
});

it("makes a database an earlier release left readable by others its owner's only", () => {
  const dir = temporary();
  writeFileSync(join(dir, "rift.db"), "", { mode: 0o644 });
  const database = openDatabase(dir);
  expect(mode(database.file)).toBe("600");
  database.close();
});

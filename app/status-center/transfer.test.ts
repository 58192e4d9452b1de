import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { accounts } from "./accounts.ts";
import { openDatabase } from "./database.ts";
import { maintenance } from "./maintenance.ts";
import { statusStore } from "./store.ts";
import { exportState, importState, type Exported } from "./transfer.ts";
import { runInProcess } from "../../tests/cli-in-process.ts";
import { admin } from "../../scripts/admin.ts";

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A database in a new DATA_DIR with a status, an operator and their passkey, and a maintenance window. */
async function stateIn(dir: string) {
  const database = openDatabase(dir);
  await statusStore(database.engine).change({ kind: "game", key: "fisch" }, { status: "down", note: "" }, "CLI");
  const a = accounts(database.engine, { inviteTtlSeconds: 60, idleSeconds: 60, absoluteSeconds: 60 });
  await a.redeem(await a.invite("Ana"), { id: "k1", publicKey: new Uint8Array([1]), counter: 0, transports: [] });
  await maintenance(database.engine, ["fisch"]).schedule("fisch", Date.now() + 60_000, Date.now() + 120_000, "", "Ana");
  return database;
}

describe("importState", () => {
  it("refuses a row the rules refuse in one line naming table, row and field, and changes nothing", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rift-transfer-"));
    folders.push(dir);
    const database = await stateIn(dir);
    const before = await exportState(database.engine, 0);
    const bad = (change: (tables: Exported["tables"]) => void) => {
      const exported = structuredClone(before);
      change(exported.tables);
      return importState(database.engine, exported);
    };
    await expect(bad((t) => t.change.push({ ...t.change[0]!, id: 99, after_status: "pwned" }))).rejects.toThrow(
      'import refused: change row 3, field after_status: "pwned" is not a status of a game (operational, degraded, down, maintenance)',
    );
    await expect(bad((t) => (t.operator[0]!.name = "CLI"))).rejects.toThrow(
      'import refused: operator row 1, field name: "CLI" is what the status center signs its own changes with: choose another name',
    );
    await expect(bad((t) => (t.passkey[0]!.transports = "usb"))).rejects.toThrow(
      'import refused: passkey row 1, field transports: must be a JSON list of texts, like ["internal"]',
    );
    await expect(bad((t) => (t.maintenance[0]!.game = "../etc"))).rejects.toThrow(
      'import refused: maintenance row 1, field game: "../etc" is not a configured game or all',
    );
    await expect(bad((t) => (t.subject[0]!.note = "\uFFFF"))).rejects.toThrow(
      "import refused: subject row 1, field note: cannot hold Unicode noncharacters (like U+FFFF) or lone surrogates",
    );
    expect(await exportState(database.engine, 0)).toEqual(before);
    database.close();
  });

  it("refused by npm run admin -- import: one line, exit code 2", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rift-transfer-"));
    folders.push(dir);
    const database = await stateIn(dir);
    const exported = await exportState(database.engine, 0);
    database.close();
    exported.tables.subject[0]!.status = "pwned";
    writeFileSync(join(dir, "export.json"), JSON.stringify(exported));
    const cli = join(import.meta.dirname, "..", "..", "scripts", "admin.ts");
    const run = spawnSync(process.execPath, ["--import", import.meta.resolve("tsx"), cli, "import", "export.json"], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, DATA_DIR: dir, RIFT_ENV_FILE: join(dir, "none.env") },
    });
    expect([run.status, run.stdout, run.stderr]).toEqual([
      2,
      "",
      'admin: import refused: subject row 1, field status: "pwned" is not a status of a game (operational, degraded, down, maintenance)\n',
    ]);
  }, 30_000);
});

describe("npm run admin -- refusals", () => {
  it.each([
    [["invite", "CLI"], 'admin: "CLI" is what the status center signs its own changes with: choose another name'],
    [["remove", "Nobody"], 'admin: no operator named "Nobody" (npm run admin -- list)'],
    [["import", "missing.json"], "admin: missing.json is not an export: ENOENT"],
    [["reboot", "now"], 'admin: unknown command "reboot"'],
  ])("%j exits 2 with one line that says why", async (args, why) => {
    const dir = mkdtempSync(join(tmpdir(), "rift-admin-cli-"));
    folders.push(dir);
    const run = await runInProcess(admin, args, dir, { DATA_DIR: dir, RIFT_ENV_FILE: join(dir, "none.env") });
    expect([run.status, run.stdout, run.stderr.startsWith(why)]).toEqual([2, "", true]);
  });

  it("an unknown command is refused before the database is opened: nothing is created", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rift-admin-cli-"));
    folders.push(dir);
    const run = await runInProcess(admin, ["reboot", "now"], dir, {
      DATA_DIR: dir,
      RIFT_ENV_FILE: join(dir, "none.env"),
    });
    expect([run.status, readdirSync(dir)]).toEqual([2, []]);
  });
});

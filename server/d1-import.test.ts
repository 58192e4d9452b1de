/**
 * `npm run admin -- import --cloudflare --remote`'s engine, run `--local` (the same code: the flag only changes the
 * target) on a local D1 of its own through wrangler: a year of history (50,000 changes) imports, past what a command
 * line may hold, within D1's limits. Starts wrangler three times (about 25 s on a busy 2-core machine).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { choices } from "../app/config/status-schema.ts";
import { subjects } from "../app/status-center/center.ts";
import { migrations } from "../app/status-center/migrations.ts";
import type { Engine } from "../app/status-center/sql.ts";
import { importState, type Exported } from "../app/status-center/transfer.ts";
import { wranglerEngine } from "../app/status-center/wrangler-engine.ts";

const dataDir = mkdtempSync(join(tmpdir(), "wrangler-engine-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A year of changes, one every ten and a half minutes, by three operators, each note with quotes and SQL in it. */
function aYearOf(changes: number): Exported {
  const start = Date.parse("2025-12-01T00:00:00Z");
  const games = subjects.filter((subject) => subject.kind === "game");
  const change = Array.from({ length: changes }, (_, index) => {
    const { key } = games[index % games.length]!;
    const status = choices.game[index % choices.game.length]!;
    return {
      id: index + 1,
      at: start + index * 630_000,
      actor: ["Ana", "Bo", "Cleo"][index % 3]!,
      kind: "game",
      key,
      before_status: null,
      before_note: null,
      after_status: status,
      after_note: `it's change ${index + 1} -- "${status}"; DROP TABLE change; ?`,
      maintenance_id: null,
    };
  });
  const latest = new Map(change.map((row) => [row.key, row]));
  return {
    format: "rift-status-center",
    version: 1,
    exportedAt: new Date(start + changes * 630_000).toISOString(),
    tables: {
      maintenance: [],
      change,
      subject: [...latest.values()].map((row) => ({
        kind: row.kind,
        key: row.key,
        status: row.after_status,
        note: row.after_note,
        at: row.at,
        actor: row.actor,
        version: row.id,
      })),
      operator: [{ id: 1, name: "Ana", created_at: start }],
      invite: [],
      passkey: [
        {
          id: "key-1",
          operator_id: 1,
          public_key: { bytes: "AAEC/w==" },
          counter: 3,
          transports: "[]",
          created_at: start,
        },
      ],
      outbox: [{ change_id: changes, claimed_at: null, error: null }],
      seeded: [{ id: 1 }],
    },
  };
}

/** The engine, counting its calls: each is one wrangler process. */
function counted(engine: Engine) {
  const calls = { count: 0 };
  const counting: Engine = {
    all: (statement) => ((calls.count += 1), engine.all(statement)),
    batch: (statements, options) => ((calls.count += 1), engine.batch(statements, options)),
  };
  return { engine: counting, calls };
}

describe("the --remote engine, run --local on a D1 of its own", () => {
  const engine = wranglerEngine({ local: dataDir });
  const totals = async () =>
    (
      await engine.batch([
        {
          sql: "SELECT count(*) AS changes, max(id) AS last, (SELECT count(*) FROM outbox) AS owed FROM change",
          params: [],
        },
        {
          sql: "SELECT actor, after_note, hex(public_key) AS key FROM change, passkey WHERE change.id = 2",
          params: [],
        },
      ])
    ).flat();

  it("imports a year of history (50,000 changes) in one wrangler call", async () => {
    await engine.batch(migrations.map(({ sql }) => ({ sql, params: [] })));
    const { engine: importing, calls } = counted(engine);
    const started = performance.now();
    const counts = await importState(importing, aYearOf(50_000));
    console.log(`50,000 changes imported in ${Math.round(performance.now() - started)} ms, ${calls.count} call(s)`);
    expect(counts).toMatchObject({ change: 50_000, operator: 1, passkey: 1, outbox: 1 });
    expect(calls.count).toBe(1);
    expect(await totals()).toEqual([
      { changes: 50_000, last: 50_000, owed: 1 },
      { actor: "Bo", after_note: `it's change 2 -- "degraded"; DROP TABLE change; ?`, key: "000102FF" },
    ]);
  }, 300_000);

  it("all of it or nothing: an import that fails at its last row leaves the database as it was", async () => {
    const broken = aYearOf(20_000);
    broken.tables.seeded.push({ id: 1 });
    await expect(importState(engine, broken)).rejects.toThrow(/UNIQUE constraint failed: seeded\.id/);
    expect((await totals())[0]).toEqual({ changes: 50_000, last: 50_000, owed: 1 });
  }, 300_000);
});

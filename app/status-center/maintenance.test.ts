import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./database.ts";
import { maintenance } from "./maintenance.ts";
import type { Engine, Statement } from "./sql.ts";
import { statusStore } from "./store.ts";

const minute = 60_000;
const t0 = Date.parse("2026-11-30T10:00:00Z");
const at = (minutes: number) => t0 + minutes * minute;
const games = ["fisch", "blox-fruits"];
const opened: { close(): void }[] = [];
afterEach(() => opened.splice(0).forEach((database) => database.close()));

/** A store where Fisch is degraded ("orig note") before the windows. */
async function setUp() {
  const database = openDatabase(":memory:");
  opened.push(database);
  const store = statusStore(database.engine);
  await store.change(
    { kind: "game", key: "fisch" },
    { status: "degraded", note: "orig note" },
    "Ana",
    undefined,
    at(-1),
  );
  return { engine: database.engine, store, windows: maintenance(database.engine, games) };
}
/** Each game's status and note at `minutes` (after the windows' due changes). */
async function statuses(engine: Engine, windows: ReturnType<typeof maintenance>, minutes: number) {
  await windows.apply(at(minutes));
  const store = statusStore(engine);
  return Promise.all(
    games.map(async (key) => {
      const now = await store.current({ kind: "game", key });
      return now ? `${now.status} ${now.note}`.trim() : "unset";
    }),
  );
}

describe("overlapping maintenance windows", () => {
  it("keep a game in maintenance while any runs (the latest started one's note), and give it back when the last one ends", async () => {
    const { engine, windows } = await setUp();
    await windows.schedule("fisch", at(10), at(40), "A fisch", "Ana", at(0));
    await windows.schedule("all", at(20), at(60), "B all", "Ana", at(0));
    expect(await statuses(engine, windows, 10)).toEqual(["maintenance A fisch", "unset"]);
    expect(await statuses(engine, windows, 20)).toEqual(["maintenance B all", "maintenance B all"]);
    expect(await statuses(engine, windows, 40)).toEqual(["maintenance B all", "maintenance B all"]);
    expect(await statuses(engine, windows, 60)).toEqual(["degraded orig note", "operational"]);
    expect(await statuses(engine, windows, 90)).toEqual(["degraded orig note", "operational"]);
  });

  it("hand a game to the window still running when the other is cancelled, and give it back when both are", async () => {
    const { engine, windows } = await setUp();
    const first = await windows.schedule("fisch", at(10), at(40), "A", "Ana", at(0));
    const second = await windows.schedule("fisch", at(20), at(60), "B", "Ana", at(0));
    expect(await statuses(engine, windows, 30)).toEqual(["maintenance B", "unset"]);
    expect(await windows.cancel(second, "Ana", at(31))).toBe(true);
    expect(await statuses(engine, windows, 31)).toEqual(["maintenance A", "unset"]);
    expect(await windows.cancel(first, "Ana", at(32))).toBe(true);
    expect(await statuses(engine, windows, 32)).toEqual(["degraded orig note", "unset"]);
  });

  it("keep a game in maintenance when the window inside another ends, until the outer one does", async () => {
    const { engine, windows } = await setUp();
    await windows.schedule("all", at(0), at(60), "outer", "Ana", at(0));
    await windows.schedule("fisch", at(10), at(20), "inner", "Ana", at(0));
    expect(await statuses(engine, windows, 15)).toEqual(["maintenance inner", "maintenance outer"]);
    expect(await statuses(engine, windows, 20)).toEqual(["maintenance outer", "maintenance outer"]);
    expect(await statuses(engine, windows, 60)).toEqual(["degraded orig note", "operational"]);
  });

  it("keep a game in the second window's maintenance when the first is cancelled while both run", async () => {
    const { engine, windows } = await setUp();
    const first = await windows.schedule("fisch", at(10), at(40), "A fisch", "Ana", at(0));
    await windows.schedule("all", at(20), at(60), "B all", "Ana", at(0));
    expect(await statuses(engine, windows, 15)).toEqual(["maintenance A fisch", "unset"]);
    expect(await statuses(engine, windows, 25)).toEqual(["maintenance B all", "maintenance B all"]);
    expect(await windows.cancel(first, "Ana", at(26))).toBe(true);
    expect(await statuses(engine, windows, 26)).toEqual(["maintenance B all", "maintenance B all"]);
    expect(await statuses(engine, windows, 60)).toEqual(["degraded orig note", "operational"]);
  });

  it("leave an operator's change during the overlap as it is when both end", async () => {
    const { engine, store, windows } = await setUp();
    await windows.schedule("fisch", at(10), at(40), "A fisch", "Ana", at(0));
    await windows.schedule("all", at(20), at(60), "B all", "Ana", at(0));
    await statuses(engine, windows, 30);
    await store.change({ kind: "game", key: "fisch" }, { status: "down", note: "broke" }, "Ben", undefined, at(30));
    expect(await statuses(engine, windows, 40)).toEqual(["down broke", "maintenance B all"]);
    expect(await statuses(engine, windows, 60)).toEqual(["down broke", "operational"]);
  });
});

describe("scheduling", () => {
  it("refuses a window the rules refuse, and plans nothing", async () => {
    const { windows } = await setUp();
    await expect(windows.schedule("fisch", at(0), at(0) + 1, "", "Ana", at(0))).rejects.toThrow(
      "A window lasts at least 1 minute",
    );
    await expect(windows.schedule("fisch", at(0), at(32 * 24 * 60), "", "Ana", at(0))).rejects.toThrow(
      "A window lasts at most 31 days",
    );
    expect(await windows.list(at(0))).toEqual([]);
  });
});

describe("the windows every live request checks", () => {
  /** A store on node:sqlite that keeps every statement run, and what SQLite plans for each. */
  function recorded() {
    const database = openDatabase(":memory:");
    opened.push(database);
    const run: Statement[] = [];
    const engine: Engine = {
      all: (statement) => (run.push(statement), database.engine.all(statement)),
      batch: (statements, options) => (run.push(...statements), database.engine.batch(statements, options)),
    };
    const plans = () =>
      run.splice(0).map(({ sql, params }) =>
        database.db
          .prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .all(...params)
          .map((row) => row.detail)
          .join("; "),
      );
    return { windows: maintenance(engine, games), plans };
  }

  it("are read through the index of windows not ended, never by a scan of every window", async () => {
    const { windows, plans } = recorded();
    await windows.apply(at(0));
    await windows.list(at(0));
    expect(plans()).toEqual([
      "SCAN maintenance USING INDEX maintenance_open",
      "SCAN maintenance USING INDEX maintenance_open",
    ]);
  });

  it("are scheduled, started, cancelled and ended without a scan of every window or every change", async () => {
    const { windows, plans } = recorded();
    await windows.schedule("all", at(0), at(60), "outer", "Ana", at(0));
    const inner = await windows.schedule("fisch", at(0), at(60), "inner", "Ana", at(0));
    await windows.cancel(inner, "Ana", at(1));
    await windows.apply(at(60));
    const all = plans();
    expect(all.length).toBeGreaterThan(10);
    expect(all.filter((plan) => /SCAN (maintenance|change)(?! USING)/.test(plan))).toEqual([]);
  });
});

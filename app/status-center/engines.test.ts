// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the engine.
/**
 * The status center's store, operators and transfer on both engines, with the same statements: node:sqlite (the
 * Node server and its CLIs) and D1 in Cloudflare's own local runtime (Miniflare, workerd, offline).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { StatusFile } from "../config/status-schema.ts";
import { d1Databases } from "../../tests/d1.ts";
import { accounts } from "./accounts.ts";
import { openDatabase } from "./database.ts";
import type { Engine } from "./sql.ts";
import { maintenance } from "./maintenance.ts";
import { statusStore } from "./store.ts";
import { exportState, importState } from "./transfer.ts";

// D1 in Miniflare takes tens of milliseconds a statement: a maintenance test is seconds, more on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const settings = { inviteTtlSeconds: 60, idleSeconds: 600, absoluteSeconds: 3_600 };
const fisch = { kind: "game", key: "fisch" } as const;
const seed: StatusFile = {
  updatedAt: "2026-11-23T09:00:00Z",
  games: { fisch: { status: "down", note: "Fixing" } },
  executors: [{ name: "Wave", status: "working", checkedAt: "2026-11-23T09:00:00Z" }],
};
const passkey = (id: string) => ({
  id,
  publicKey: new Uint8Array([1, 2, 3, 250]),
  counter: 0,
  transports: ["internal"],
});

// A new database for each of the D1 suite's four and the move's one, in one Miniflare.
const inMiniflare = d1Databases(5);
const engines: Record<string, () => Promise<{ engine: Engine; close(): void }>> = {
  "node:sqlite": async () => {
    const database = openDatabase(":memory:");
    return { engine: database.engine, close: () => database.close() };
  },
  D1: async () => ({ engine: (await inMiniflare.open()).engine, close() {} }),
};
const opened: { close(): void }[] = [];
const open = async (name: string) => {
  const database = await engines[name]!();
  opened.push(database);
  return database.engine;
};
afterAll(() => {
  opened.forEach((database) => database.close());
  void inMiniflare.dispose();
});

describe.each(Object.keys(engines))("on %s", (name) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await open(name);
  }, 30_000);

  it("saves, refuses a stale save naming who, confirms an unchanged one, and owes one post per change", async () => {
    const store = statusStore(engine);
    expect(await store.importFile(seed, "status.json")).toBe(true);
    expect(await store.importFile(seed, "status.json")).toBe(false);
    const version = (await store.current(fisch))!.version;
    const saved = await store.change(fisch, { status: "operational", note: "" }, "Ana", version, 1_000);
    expect(saved.ok && saved.change?.before).toEqual({ status: "down", note: "Fixing" });
    expect(await store.change(fisch, { status: "down", note: "x" }, "Ben", version, 2_000)).toEqual({
      ok: false,
      conflict: { actor: "Ana", at: 1_000 },
    });
    expect(await store.change(fisch, { status: "operational", note: "" }, "Ben", undefined, 3_000)).toEqual({
      ok: true,
      change: undefined,
    });
    expect(await store.current(fisch)).toMatchObject({ status: "operational", actor: "Ben", at: 3_000 });
    expect(await engine.all({ sql: "SELECT change_id FROM outbox", params: [] })).toEqual([
      { change_id: saved.ok && saved.change!.id },
    ]);
    const json = await store.statusFile(["fisch"], ["Wave"], seed);
    expect(json.games).toEqual({ fisch: { status: "operational" } });
  });

  it("uses an invite once, refuses a passkey that is taken, and ends sessions on removal", async () => {
    const a = accounts(engine, settings);
    const ana = await a.redeem(await a.invite("Ana", 0), passkey("k1"), 1);
    expect(ana).toEqual({ id: 1, name: "Ana" });
    expect((await a.passkey("k1"))?.publicKey).toEqual(new Uint8Array([1, 2, 3, 250]));
    const token = await a.invite("Bo", 2);
    expect(await a.redeem(token, passkey("k1"), 3)).toBe("taken");
    expect(await a.invitedName(token, 4)).toBe("Bo");
    const session = (await a.startSession({ id: 1, name: "Ana" }, 5))!;
    expect(await a.session(session, 6)).toEqual({ id: 1, name: "Ana" });
    expect(await a.remove("Ana")).toBe(true);
    expect(await a.session(session, 7)).toBeUndefined();
    expect(await a.startSession({ id: 1, name: "Ana" }, 8)).toBeUndefined();
    const tries = [];
    for (let i = 0; i < 11; i++) tries.push(await a.allow("ceremony 203.0.113.9", 10 + i));
    expect(tries).toEqual([...Array(10).fill(true), false]);
  });
});

describe.each(Object.keys(engines))("maintenance windows on %s (issue 43)", (name) => {
  const hour = 3_600_000;
  const t0 = Date.parse("2026-11-30T10:00:00Z");
  const games = ["fisch", "blox-fruits"];
  const status = async (engine: Engine, key: string) =>
    (await statusStore(engine).current({ kind: "game", key }))?.status;
  const posts = async (engine: Engine) =>
    (
      await engine.all<{ kind: string; after_status: string }>({
        sql: "SELECT kind, after_status FROM outbox JOIN change ON change.id = change_id ORDER BY change_id",
        params: [],
      })
    ).map((row) => `${row.kind} ${row.after_status}`);

  it("start and end at their time, once; the status goes back to what it was; each announced once", async () => {
    const engine = await open(name);
    const store = statusStore(engine);
    await store.change(
      { kind: "game", key: "fisch" },
      { status: "degraded", note: "slow" },
      "Ana",
      undefined,
      t0 - 2 * hour,
    );
    const windows = maintenance(engine, games);
    const id = await windows.schedule("fisch", t0, t0 + 2 * hour, "Key system move", "Ana", t0 - hour);
    expect(await windows.list(t0 - hour)).toEqual([
      { id, game: "fisch", from: t0, to: t0 + 2 * hour, note: "Key system move" },
    ]);
    await windows.apply(t0 - 1);
    expect(await status(engine, "fisch")).toBe("degraded");
    await windows.apply(t0);
    await windows.apply(t0 + 1);
    expect(await statusStore(engine).current({ kind: "game", key: "fisch" })).toMatchObject({
      status: "maintenance",
      note: "Key system move",
      actor: "Scheduled maintenance",
    });
    expect(await status(engine, "blox-fruits")).toBeUndefined();
    await windows.apply(t0 + 2 * hour);
    await windows.apply(t0 + 3 * hour);
    expect(await statusStore(engine).current({ kind: "game", key: "fisch" })).toMatchObject({
      status: "degraded",
      note: "slow",
    });
    expect(await windows.list(t0 + 3 * hour)).toEqual([]);
    expect(await posts(engine)).toEqual(["game degraded", "maintenance scheduled", "maintenance started"]);
  });

  it("for all games; an operator's change during the window stands; cancelling a running one ends it at once", async () => {
    const engine = await open(name);
    const windows = maintenance(engine, games);
    const id = await windows.schedule("all", t0 - hour, t0 + hour, "", "CLI", t0);
    // A start in the past is now: both games are in maintenance at once.
    expect([await status(engine, "fisch"), await status(engine, "blox-fruits")]).toEqual([
      "maintenance",
      "maintenance",
    ]);
    await statusStore(engine).change(
      { kind: "game", key: "fisch" },
      { status: "down", note: "broke" },
      "Ben",
      undefined,
      t0 + 1,
    );
    expect(await windows.cancel(id, "Ana", t0 + 2)).toBe(true);
    expect(await windows.cancel(id, "Ana", t0 + 3)).toBe(false);
    expect([await status(engine, "fisch"), await status(engine, "blox-fruits")]).toEqual(["down", "operational"]);
    expect(await windows.list(t0 + 3)).toEqual([]);
  });

  it("overlapping windows keep a game in maintenance until the last ends, then give back what it was before the first", async () => {
    const engine = await open(name);
    const minute = 60_000;
    await statusStore(engine).change(fisch, { status: "degraded", note: "orig note" }, "Ana", undefined, t0 - 1);
    const windows = maintenance(engine, games);
    await windows.schedule("fisch", t0 + 10 * minute, t0 + 40 * minute, "A fisch", "Ana", t0);
    await windows.schedule("all", t0 + 20 * minute, t0 + 60 * minute, "B all", "Ana", t0);
    const fischAt = async (minutes: number) => {
      await windows.apply(t0 + minutes * minute);
      const now = (await statusStore(engine).current(fisch))!;
      return `${now.status} ${now.note}`;
    };
    expect([await fischAt(10), await fischAt(20), await fischAt(40), await fischAt(60)]).toEqual([
      "maintenance A fisch",
      "maintenance B all",
      "maintenance B all",
      "degraded orig note",
    ]);
    expect(await status(engine, "blox-fruits")).toBe("operational");
  });
});

describe("moving a site between the engines", () => {
  it("an export of node:sqlite imported into D1, and back, is the same state", async () => {
    const node = await open("node:sqlite");
    const store = statusStore(node);
    await store.importFile(seed, "status.json");
    await store.change(fisch, { status: "degraded", note: "it's 'quoted'\nand on two lines" }, "Ana", undefined, 5_000);
    const a = accounts(node, settings);
    await a.redeem(await a.invite("Ana", 0), passkey("phone"), 1);
    await a.invite("Bo", Date.now());
    const exported = await exportState(node, 10_000);
    const d1 = await open("D1");
    expect(await importState(d1, exported)).toMatchObject({ change: 3, operator: 1, passkey: 1, invite: 2 });
    expect(await exportState(d1, 10_000)).toEqual(exported);
    expect((await accounts(d1, settings).passkey("phone"))?.publicKey).toEqual(new Uint8Array([1, 2, 3, 250]));
    expect(await statusStore(d1).current(fisch)).toEqual(await store.current(fisch));
    const back = await open("node:sqlite");
    await importState(back, await exportState(d1, 10_000));
    expect(await exportState(back, 10_000)).toEqual(exported);
  }, 30_000);
});

// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the engine.
/**
 * The status center's store, operators and transfer on both engines, with the same statements: node:sqlite (the
 * Node server and its CLIs) and D1 in Cloudflare's own local runtime (Miniflare, workerd, offline).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StatusFile } from "../config/status-schema.ts";
import { d1Database } from "../../tests/d1.ts";
import { accounts } from "./accounts.ts";
import { openDatabase } from "./database.ts";
import type { Engine } from "./sql.ts";
import { statusStore } from "./store.ts";
import { exportState, importState } from "./transfer.ts";

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

const engines: Record<string, () => Promise<{ engine: Engine; close(): void }>> = {
  "node:sqlite": async () => {
    const database = openDatabase(":memory:");
    return { engine: database.engine, close: () => database.close() };
  },
  D1: async () => {
    const d1 = await d1Database();
    return { engine: d1.engine, close: () => void d1.dispose() };
  },
};
const opened: { close(): void }[] = [];
const open = async (name: string) => {
  const database = await engines[name]!();
  opened.push(database);
  return database.engine;
};
afterAll(() => opened.forEach((database) => database.close()));

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

// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the request.
/**
 * How many statements the status center sends per request, counted on its engine (each statement of a batch
 * counts, as D1 counts them): D1 allows 50 a request on the free plan. Decision 0021 states these figures.
 */
import { describe, expect, it } from "vitest";
import { adminForm, adminView } from "./admin.ts";
import { loadSettings, openCenter } from "./center.ts";
import { openDatabase } from "./database.ts";
import { liveKey } from "./live.ts";
import type { Engine } from "./sql.ts";
import { loadStatusData } from "./status-data.ts";
import { seed } from "./seed.ts";

function counted() {
  const { engine } = openDatabase(":memory:");
  let statements = 0;
  const counting: Engine = {
    all: (statement) => ((statements += 1), engine.all(statement)),
    batch: (list, options) => ((statements += list.length), engine.batch(list, options)),
  };
  const center = openCenter({ engine: counting, settings: loadSettings({}), seed, defer: () => {} });
  const count = async (work: () => Promise<unknown>) => {
    statements = 0;
    await work();
    return statements;
  };
  return { center, count };
}
const cookies = { set() {}, delete() {} } as never;

describe("statements a request sends", () => {
  it("are the documented figures, far under D1's 50: a live page, a save, a sign-in's session", async () => {
    const { center, count } = counted();
    await center.importOnce();
    const token = await center.accounts.invite("Ana");
    await center.accounts.redeem(token, { id: "k", publicKey: new Uint8Array([1]), counter: 0, transports: [] });
    const figures = {
      "a live page, rendered already (its version)": await count(() => liveKey(center)),
      "a live page, rendered again (version and data)": await count(async () => {
        await liveKey(center);
        await loadStatusData(center);
      }),
      "the admin page of a signed-in operator": await count(async () => {
        const session = await center.accounts.startSession({ id: 1, name: "Ana" });
        await center.accounts.session(session);
        await adminView(center);
      }),
      "a save (session, change) and its Discord and push posts": await count(async () => {
        const operator = await center.accounts.session((await center.accounts.startSession({ id: 1, name: "Ana" }))!);
        const form = new FormData();
        for (const [name, value] of Object.entries({
          intent: "save",
          kind: "game",
          key: "fisch",
          status: "down",
          note: "x",
          version: "0",
        }))
          form.set(name, value);
        await adminForm(center, { center, operator, token: "t" } as never, cookies, form);
        await center.postOutbox();
      }),
      "a sign-in (options, then verify)": await count(async () => {
        await center.accounts.allow("ceremony 203.0.113.9");
        const id = await center.accounts.saveChallenge("sign-in", "c");
        await center.accounts.takeChallenge(id, "sign-in");
        await center.accounts.passkey("k");
        await center.accounts.setCounter("k", 1);
        await center.accounts.startSession({ id: 1, name: "Ana" });
      }),
    };
    // The figures docs/decisions/0021-one-store-rendered-once.md states: none grows with the number of games.
    expect(figures).toEqual({
      "a live page, rendered already (its version)": 2,
      "a live page, rendered again (version and data)": 7,
      "the admin page of a signed-in operator": 8,
      "a save (session, change) and its Discord and push posts": 11,
      "a sign-in (options, then verify)": 10,
    });
  });
});

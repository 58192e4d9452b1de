// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the case that failed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { receiver, wait } from "../../tests/discord-receiver.ts";
import { freePort } from "../../tests/server-process.ts";
import { pushService } from "../../tests/push-service.ts";
import { leaseMs, loadSettings, openCenter } from "./center.ts";
import { openDatabase } from "./database.ts";
import { subscriptionCap } from "./push-center.ts";

let service: ReturnType<typeof pushService>;
beforeAll(async () => {
  service = pushService(await freePort());
  await service.listen();
});
afterAll(() => service.close());

/** Two centers on one database (the server and a CLI), sending to the test's push service. */
function centers(env: Record<string, string> = {}) {
  const { engine } = openDatabase(":memory:");
  const settings = loadSettings({ PUSH_ENDPOINTS: service.origin, ...env });
  const open = () => openCenter({ engine, settings, defer: () => {}, log: () => {} });
  const count = async (table: string) =>
    Number((await engine.all({ sql: `SELECT count(*) AS n FROM ${table}`, params: [] }))[0]!.n);
  return { engine, first: open(), second: open(), count };
}
const down = { status: "down", note: "Patched" };

describe("Web Push from the status center", () => {
  it("a game's change is one message to each of its subscriptions, in its language, however many drain at once", async () => {
    const { first, second, count } = centers();
    const [a, b, c] = ["one", "two", "three"].map((name) => service.subscription(`${name}-${Math.random()}`));
    await first.push.subscribe(a!.endpoint, a!.keys, "fisch", "en");
    await first.push.subscribe(b!.endpoint, b!.keys, "fisch", "ru");
    await first.push.subscribe(c!.endpoint, c!.keys, "dead-rails", "en");
    const before = service.delivered.length;
    await first.save({ kind: "game", key: "fisch" }, down, "Ana");
    await first.save({ kind: "executor", key: "Wave" }, { status: "patched", note: "" }, "Ana");
    await Promise.all([first.postOutbox(), second.postOutbox(), first.postOutbox()]);
    const got = service.delivered.slice(before);
    expect(got.map((each) => [each.path, each.message]).sort()).toEqual(
      [
        [
          new URL(a!.endpoint).pathname,
          { title: "Fisch", body: "Down\nPatched", url: "/games/fisch", lang: "en", dir: "ltr", tag: "status-fisch" },
        ],
        [
          new URL(b!.endpoint).pathname,
          {
            title: "Fisch",
            body: "Не работает\nPatched",
            url: "/ru/games/fisch",
            lang: "ru",
            dir: "ltr",
            tag: "status-fisch",
          },
        ],
      ].sort(),
    );
    expect(await first.push.publicKey(), "the key made once, the same for every process").toBe(
      await second.push.publicKey(),
    );
    expect(got[0]!.vapidKey).toBe(await first.push.publicKey());
    expect(await count("push_outbox")).toBe(0);
  });

  it("a push service's 410 removes the subscription; a 503 is tried again once the claim lapses, then once only", async () => {
    const { first, count } = centers();
    const gone = service.subscription(`gone-${Math.random()}`);
    await first.push.subscribe(gone.endpoint, gone.keys, "fisch", "en");
    service.state.status = 410;
    await first.save({ kind: "game", key: "fisch" }, down, "Ana");
    await first.postOutbox();
    expect([await count("push_subscription"), await count("push_outbox")]).toEqual([0, 0]);

    const busy = service.subscription(`busy-${Math.random()}`);
    await first.push.subscribe(busy.endpoint, busy.keys, "fisch", "en");
    service.state.status = 503;
    await first.save({ kind: "game", key: "fisch" }, { status: "degraded", note: "" }, "Ana");
    await first.postOutbox();
    await first.postOutbox();
    const tries = () => service.delivered.filter((each) => each.path === new URL(busy.endpoint).pathname).length;
    expect([tries(), await count("push_outbox")], "kept while its claim holds").toEqual([1, 1]);
    service.state.status = 201;
    const realNow = Date.now;
    Date.now = () => realNow() + leaseMs + 1;
    try {
      await first.postOutbox();
      await first.postOutbox();
    } finally {
      Date.now = realNow;
    }
    expect([tries(), await count("push_outbox"), await count("push_subscription")]).toEqual([2, 0, 1]);
  });

  it("a Discord post that hangs holds no push back: each change's push goes while it waits", async () => {
    const hook = receiver(await freePort());
    await hook.listen();
    hook.state.mode = "hang";
    const { first } = centers({ DISCORD_WEBHOOK_URL: hook.url });
    const sub = service.subscription(`beside-discord-${Math.random()}`);
    await first.push.subscribe(sub.endpoint, sub.keys, "fisch", "en");
    const ours = () => service.delivered.filter((each) => each.path === new URL(sub.endpoint).pathname).length;
    try {
      for (const [index, status] of ["down", "degraded"].entries()) {
        await first.save({ kind: "game", key: "fisch" }, { status, note: "" }, "Ana");
        void first.postOutbox();
        await expect.poll(ours).toBe(index + 1);
        // The push drain has ended by then; Discord's first post still waits.
        await wait(300);
      }
      expect(hook.received.length, "Discord's first post still waiting").toBe(1);
    } finally {
      await hook.close();
    }
  });

  it("a subscription is refused past the cap in all, but an endpoint already kept may renew; unsubscribing deletes it", async () => {
    const { engine, first, count } = centers();
    const kept = service.subscription(`kept-${Math.random()}`);
    await first.push.subscribe(kept.endpoint, kept.keys, "fisch", "en");
    await engine.all({
      sql: `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${subscriptionCap - 1})
        INSERT INTO push_subscription (endpoint, p256dh, auth, game, locale, at) SELECT 'https://fcm.googleapis.com/' || i, 'k', 'a', 'fisch', 'en', 0 FROM n`,
      params: [],
    });
    const late = service.subscription(`late-${Math.random()}`);
    expect(await first.push.subscribe(late.endpoint, late.keys, "fisch", "en")).toBe(false);
    expect(await first.push.subscribe(kept.endpoint, kept.keys, "fisch", "es")).toBe(true);
    expect(await count("push_subscription")).toBe(subscriptionCap);
    await first.push.unsubscribe(kept.endpoint, "fisch");
    expect(await count("push_subscription")).toBe(subscriptionCap - 1);
  });

  it("a maintenance window starting and ending each push the game's change", async () => {
    const { first } = centers();
    const sub = service.subscription(`window-${Math.random()}`);
    await first.push.subscribe(sub.endpoint, sub.keys, "fisch", "en");
    const path = new URL(sub.endpoint).pathname;
    const now = Date.now();
    await first.maintenance.schedule("fisch", now + 60_000, now + 180_000, "Servers", "Ana", now);
    await first.maintenance.apply(now + 90_000);
    await first.maintenance.apply(now + 200_000);
    await first.postOutbox();
    // One round sends both at once (pushEach): they may arrive in either order.
    const bodies = service.delivered
      .filter((each) => each.path === path)
      .map((each) => (each.message as { body: string }).body)
      .toSorted();
    expect(bodies).toEqual(["Maintenance\nServers", "Operational"]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadSettings, openCenter } from "./center.ts";
import { openDatabase } from "./database.ts";
import { postBudgets } from "./discord.ts";

/** Discord as a stand-in fetch: each post waits until the test answers it (204, or the status given). */
function discord() {
  const posts: { title: string; answer: (status?: number) => void }[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(
    (_url, init) =>
      new Promise((resolve) =>
        posts.push({
          title: JSON.parse(String(init!.body)).embeds[0].title,
          answer: (status = 204) => resolve(new Response(null, { status })),
        }),
      ),
  );
  return posts;
}

// The clock moves when the test says (Date.now); timers run as they do.
beforeEach(() => void vi.useFakeTimers({ toFake: ["Date"] }));
afterEach(() => void vi.useRealTimers());
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

/** Until `drain` ends, or sends a post (which then waits on Discord). */
const settled = (drain: Promise<void>, posts: unknown[]) => {
  const before = posts.length;
  return Promise.race([drain, vi.waitFor(() => expect(posts.length).toBeGreaterThan(before)).catch(() => {})]);
};

/** Posters on one database (the server and the Cron, or two processes). */
function posters(posting = postBudgets.node) {
  const { engine } = openDatabase(":memory:");
  const open = () =>
    openCenter({
      engine,
      settings: loadSettings({ DISCORD_WEBHOOK_URL: "http://localhost:9/hook" }),
      defer: () => {},
      log: () => {},
      posting,
    });
  const first = open();
  const owe = (...keys: string[]) =>
    Promise.all(keys.map((key) => first.save({ kind: "game", key }, { status: "down", note: "" }, "Ana")));
  const owed = () =>
    engine.all<{ change_id: number; error: string | null }>({ sql: "SELECT * FROM outbox", params: [] });
  return { first, second: open(), owe, owed };
}

describe("the Discord outbox", () => {
  it("a post in flight for 20 s, claimed 50 s into a drain, is not taken by a second drain: each change posted once", async () => {
    const posts = discord();
    const { first, second, owe, owed } = posters();
    await owe("fisch", "dead-rails");
    const draining = first.postOutbox();
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    // The first post takes 50 s (a wait for Discord's rate limit, a slow answer); then the second is claimed.
    later(50_000);
    posts[0]!.answer();
    await vi.waitFor(() => expect(posts).toHaveLength(2));
    // Its receiver answers after 20 s; meanwhile the Cron (or another process) drains.
    later(20_000);
    await settled(second.postOutbox(), posts);
    expect(posts.map((post) => post.title)).toEqual(["Fisch: Down", "Dead Rails: Down"]);
    posts[1]!.answer();
    await draining;
    await second.postOutbox();
    expect(posts).toHaveLength(2);
    expect(await owed()).toEqual([]);
  });

  it("goes out in order: while one post is in flight, a second drain posts nothing after it", async () => {
    const posts = discord();
    const { first, second, owe, owed } = posters();
    await owe("fisch", "dead-rails");
    const draining = first.postOutbox();
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    await settled(second.postOutbox(), posts);
    expect(
      posts.map((post) => post.title),
      "the later change waits",
    ).toEqual(["Fisch: Down"]);
    posts[0]!.answer();
    await vi.waitFor(() => expect(posts).toHaveLength(2));
    posts[1]!.answer();
    await draining;
    expect(posts.map((post) => post.title)).toEqual(["Fisch: Down", "Dead Rails: Down"]);
    expect(await owed()).toEqual([]);
  });

  it("a post that takes its longest (three timeouts and 30 s of waits) is still its claimer's", async () => {
    const posts = discord();
    const { first, second, owe } = posters();
    await owe("fisch");
    const draining = first.postOutbox();
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    later(3 * 10_000 + 30_000 + 1_000);
    await settled(second.postOutbox(), posts);
    expect(posts).toHaveLength(1);
    posts[0]!.answer();
    await draining;
  });

  it("a post whose claim lapsed is taken again, and its first poster neither deletes nor marks the new claim", async () => {
    const posts = discord();
    const { first, second, owe, owed } = posters();
    await owe("fisch");
    const stale = first.postOutbox();
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    later(121_000);
    const taken = second.postOutbox();
    await vi.waitFor(() => expect(posts).toHaveLength(2));
    posts[0]!.answer(500);
    await stale;
    expect(await owed()).toMatchObject([{ error: null }]);
    posts[1]!.answer();
    await taken;
    expect(await owed()).toEqual([]);
  });

  it("in the Worker, a drain claims a post only while it can end within waitUntil's 30 s; the Cron posts the rest", async () => {
    const posts = discord();
    const { first, owe, owed } = posters(postBudgets.worker);
    await owe("fisch", "dead-rails", "grow-a-garden");
    const draining = first.postOutbox();
    for (const [index, seconds] of [8, 8].entries()) {
      await vi.waitFor(() => expect(posts).toHaveLength(index + 1));
      later(seconds * 1_000);
      posts[index]!.answer();
    }
    await settled(draining, posts);
    // 16 s in, a third post could take 15 s (two 5 s timeouts and 5 s of waits): past the 25 s a drain may take.
    expect(posts).toHaveLength(2);
    expect(await owed()).toHaveLength(1);
    const cron = first.postOutbox();
    await vi.waitFor(() => expect(posts).toHaveLength(3));
    posts[2]!.answer();
    await cron;
    expect(posts.map((post) => post.title)).toEqual(["Fisch: Down", "Dead Rails: Down", "Grow a Garden: Down"]);
  });
});

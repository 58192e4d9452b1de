import { afterEach, describe, expect, it, vi } from "vitest";
import type { JoinTarget } from "./join-links";
import { forgetJoin, loadRecentJoins, RECENT_JOINS_KEY, RECENT_JOINS_LIMIT, rememberJoin } from "./recent-joins";

const now = Date.UTC(2026, 10, 23, 12, 0, 0);
type ServerTarget = Extract<JoinTarget, { kind: "server" }>;
const server = (n: number): ServerTarget => ({
  kind: "server",
  placeId: String(1000 + n),
  serverId: `0a1b2c3d-4e5f-6789-abcd-ef012345678${n % 10}`,
});
const privateServer: JoinTarget = {
  kind: "private",
  placeId: "2753915549",
  linkCode: "67771413747491684286858666824242",
};
const share: JoinTarget = { kind: "share", shareCode: "643f439fea345f4c83e27a6b3ff73f05" };

afterEach(() => vi.unstubAllGlobals());

/** An in-memory window.localStorage; `fail` makes it throw like a disabled or full one. */
function memoryStorage(
  initial: Record<string, string> = {},
  fail: { get?: boolean; set?: boolean; access?: boolean } = {},
) {
  const data = new Map(Object.entries(initial));
  const storage = {
    getItem(key: string) {
      if (fail.get) throw new DOMException("denied", "SecurityError");
      return data.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      if (fail.set) throw new DOMException("full", "QuotaExceededError");
      data.set(key, value);
    },
  };
  vi.stubGlobal("window", {
    get localStorage() {
      if (fail.access) throw new DOMException("denied", "SecurityError");
      return storage;
    },
  });
  return { data };
}

describe("remembering joins", () => {
  it("keeps the newest first, one entry per server, at most five", () => {
    memoryStorage();
    let joins = rememberJoin(server(1), now - 5000);
    for (let n = 2; n <= 7; n++) joins = rememberJoin(server(n), now - 5000 + n);
    expect(joins).toHaveLength(RECENT_JOINS_LIMIT);
    expect(joins.map((join) => join.target)).toEqual([server(7), server(6), server(5), server(4), server(3)]);
    joins = rememberJoin(server(5), now);
    expect(joins.map((join) => join.target)).toEqual([server(5), server(7), server(6), server(4), server(3)]);
    expect(joins[0].joinedAt).toBe(now);
    expect(loadRecentJoins(now)).toEqual(joins);
  });

  it("treats a JobId in another case as the same server", () => {
    memoryStorage();
    const upper: JoinTarget = { ...server(1), serverId: server(1).serverId.toUpperCase() };
    rememberJoin(server(1), now - 1);
    expect(rememberJoin(upper, now)).toEqual([{ target: upper, joinedAt: now }]);
  });

  it("forgets one server", () => {
    memoryStorage();
    rememberJoin(server(1), now - 1);
    rememberJoin(share, now);
    expect(forgetJoin(server(1), now)).toEqual([{ target: share, joinedAt: now }]);
  });

  it("reads back what it wrote, for every kind", () => {
    memoryStorage();
    rememberJoin(server(1), now - 3);
    rememberJoin(privateServer, now - 2);
    rememberJoin(share, now - 1);
    expect(loadRecentJoins(now)).toEqual([
      { target: share, joinedAt: now - 1 },
      { target: privateServer, joinedAt: now - 2 },
      { target: server(1), joinedAt: now - 3 },
    ]);
  });
});

/** What loadRecentJoins makes of `raw` in storage. */
function parseRecentJoins(raw: unknown, at: number) {
  vi.stubGlobal("window", { localStorage: { getItem: () => raw, setItem() {} } });
  return loadRecentJoins(at);
}

describe("loadRecentJoins, tolerant of what storage holds", () => {
  const good = { kind: "server", placeId: "1", serverId: "0a1b2c3d-4e5f-6789-abcd-ef0123456789", joinedAt: now - 1000 };

  it.each([
    ["nothing", null],
    ["not a string", 42],
    ["an empty string", ""],
    ["broken JSON", "{not json"],
    ["JSON null", "null"],
    ["an object", JSON.stringify({ joins: [good] })],
    ["a number", "5"],
    ["a string", '"hello"'],
    ["something huge", JSON.stringify([good, "x".repeat(20_000)])],
  ])("reads %s as no joins", (_, raw) => {
    expect(parseRecentJoins(raw, now)).toEqual([]);
  });

  it("keeps only the valid entries", () => {
    const entries = [
      good,
      null,
      "string",
      [good],
      { ...good, kind: "other" },
      { ...good, placeId: "12ab" },
      { ...good, placeId: 1 },
      { ...good, serverId: "<script>alert(1)</script>" },
      { ...good, serverId: `${good.serverId}\n` },
      { ...good, placeId: "١٢٣" },
      { kind: "private", placeId: "1", linkCode: "1&placeId=2", joinedAt: now },
      { kind: "share", shareCode: "javascript:alert(1)", joinedAt: now },
      { ...good, joinedAt: "yesterday" },
      { ...good, joinedAt: Number.NaN },
      { ...good, joinedAt: -1 },
      { ...good, joinedAt: 1.5 },
      { ...good, joinedAt: now + 2 * 24 * 60 * 60 * 1000 },
      { ...good, joinedAt: Number.MAX_VALUE },
    ];
    expect(parseRecentJoins(JSON.stringify(entries), now)).toEqual([
      { target: { kind: "server", placeId: "1", serverId: good.serverId }, joinedAt: good.joinedAt },
    ]);
  });

  it("drops unknown fields and keeps no prototype tricks", () => {
    const raw = `[{"kind":"server","placeId":"1","serverId":"${good.serverId}","joinedAt":${good.joinedAt},"__proto__":{"polluted":true},"extra":"<b>"}]`;
    const [join] = parseRecentJoins(raw, now);
    expect(join).toEqual({
      target: { kind: "server", placeId: "1", serverId: good.serverId },
      joinedAt: good.joinedAt,
    });
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it("sorts by time, removes duplicates and keeps five", () => {
    const entries = Array.from({ length: 8 }, (_, n) => ({
      kind: "server",
      placeId: String(n),
      serverId: good.serverId,
      joinedAt: now - 10 + n,
    }));
    const joins = parseRecentJoins(JSON.stringify([...entries, { ...entries[7], joinedAt: now - 100 }]), now);
    expect(joins.map((join) => (join.target as { placeId: string }).placeId)).toEqual(["7", "6", "5", "4", "3"]);
  });
});

describe("storage that throws", () => {
  it("loads as empty when reading throws or storage cannot even be reached", () => {
    memoryStorage({}, { get: true });
    expect(loadRecentJoins(now)).toEqual([]);
    memoryStorage({}, { access: true });
    expect(loadRecentJoins(now)).toEqual([]);
  });

  it("still returns the new list when saving throws", () => {
    memoryStorage({}, { set: true });
    expect(rememberJoin(share, now)).toEqual([{ target: share, joinedAt: now }]);
    expect(forgetJoin(share, now)).toEqual([]);
    memoryStorage({}, { access: true });
    expect(rememberJoin(share, now)).toEqual([{ target: share, joinedAt: now }]);
  });

  it("remembers and forgets across visits through working storage", () => {
    const { data } = memoryStorage({ [RECENT_JOINS_KEY]: "garbage" });
    rememberJoin(server(1), now - 10);
    rememberJoin(share, now);
    expect(loadRecentJoins(now).map((join) => join.target)).toEqual([share, server(1)]);
    expect(forgetJoin(share, now).map((join) => join.target)).toEqual([server(1)]);
    expect(JSON.parse(data.get(RECENT_JOINS_KEY)!)).toEqual([{ ...server(1), joinedAt: now - 10 }]);
  });
});

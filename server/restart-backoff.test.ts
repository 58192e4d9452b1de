import { describe, expect, it } from "vitest";
import { RestartBackoff, workerCount } from "./restart-backoff.ts";

describe("RestartBackoff", () => {
  it("replaces a first crash at once, then doubles the wait up to the ceiling", () => {
    const backoff = new RestartBackoff({ baseMs: 100, maxMs: 1_000, windowMs: 60_000 });
    expect([0, 1, 2, 3, 4, 5, 6].map((second) => backoff.next(second * 1000))).toEqual([
      0, 100, 200, 400, 800, 1000, 1000,
    ]);
  });
  it("forgets crashes older than the window", () => {
    const backoff = new RestartBackoff({ baseMs: 100, maxMs: 30_000, windowMs: 10_000 });
    backoff.next(0);
    backoff.next(1_000);
    expect(backoff.next(2_000)).toBe(200);
    expect(backoff.next(60_000)).toBe(0);
  });
});

describe("workerCount", () => {
  it("takes WEB_CONCURRENCY when it is a positive integer, else one per core", () => {
    expect(workerCount("3", 2)).toBe(3);
    expect(workerCount(undefined, 2)).toBe(2);
    expect(workerCount("0", 4)).toBe(4);
    expect(workerCount("-1", 4)).toBe(4);
    expect(workerCount("two", 4)).toBe(4);
    expect(workerCount("1.5", 4)).toBe(4);
    expect(workerCount("1000", 4)).toBe(64);
    expect(workerCount(undefined, 0)).toBe(1);
  });
});

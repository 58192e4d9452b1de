import { describe, expect, it } from "vitest";
import { limitLog, otherKey } from "./log-limit.ts";

function harness(options: Parameters<typeof limitLog>[1] = {}) {
  let clock = 0;
  const lines: string[] = [];
  const log = limitLog((level, message) => lines.push(`${level} ${message}`), {
    timer: false,
    now: () => clock,
    ...options,
  });
  return { log, lines, advance: (ms: number) => (clock += ms) };
}

describe("limitLog", () => {
  it("writes the first lines of a kind, counts the rest and sums them up when the window ends", () => {
    const { log, lines, advance } = harness({ perKey: 3, windowMs: 60_000 });
    for (let i = 0; i < 20_000; i++) log("warn", "client error 400", `client error 400 #${i}`);
    expect(lines).toEqual(["warn client error 400 #0", "warn client error 400 #1", "warn client error 400 #2"]);
    advance(60_000);
    log("warn", "client error 400", "next window");
    expect(lines.slice(3)).toEqual([
      "warn client error 400: 19997 more in the last 60 s, not logged one by one",
      "warn next window",
    ]);
  });

  it("tracks a bounded number of kinds; further kinds are counted together", () => {
    const { log, lines } = harness({ perKey: 1, maxKeys: 5 });
    for (let i = 0; i < 1_000; i++) log("error", `kind ${i}`, `message ${i}`);
    log.flush();
    // 5 kinds and "other": one line each, then one summary for "other".
    expect(lines).toHaveLength(7);
    expect(lines[5]).toBe(`error ${otherKey}: message 5`);
    expect(lines[6]).toMatch(new RegExp(`^error ${otherKey}: 994 more in the last`));
  });

  it("cuts long lines", () => {
    const { log, lines } = harness({ maxLength: 100 });
    log("warn", "k", `GET ${"a".repeat(20_000)}`);
    expect(lines[0]!.length).toBeLessThan(120);
    expect(lines[0]).toMatch(/… \(cut\)$/);
  });
});

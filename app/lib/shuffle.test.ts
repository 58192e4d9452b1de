import { describe, expect, it } from "vitest";
import { shuffle } from "./shuffle";

/** A repeatable source that returns the given draws in turn. */
function draws(...values: number[]) {
  let i = 0;
  return () => values[i++ % values.length];
}

describe("shuffle", () => {
  it("returns a new array with the same items and leaves the input alone", () => {
    const input = [1, 2, 3, 4, 5] as const;
    const result = shuffle(input, draws(0.3, 0.9, 0.1, 0.6));
    expect(result).not.toBe(input);
    expect([...result].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(input).toEqual([1, 2, 3, 4, 5]);
  });

  it("follows Fisher–Yates: a draw of 0 always swaps with the first item", () => {
    // i=3 ↔ 0: [d,b,c,a]; i=2 ↔ 0: [c,b,d,a]; i=1 ↔ 0: [b,c,d,a]
    expect(shuffle(["a", "b", "c", "d"], () => 0)).toEqual(["b", "c", "d", "a"]);
  });

  it("keeps the order when every draw picks the current position", () => {
    expect(shuffle(["a", "b", "c", "d"], () => 0.999)).toEqual(["a", "b", "c", "d"]);
  });

  it("never indexes past the end, even if the source returns 1", () => {
    expect(shuffle(["a", "b", "c"], () => 1)).toEqual(["a", "b", "c"]);
  });

  it("handles empty and single-item lists without drawing", () => {
    let calls = 0;
    const counting = () => {
      calls += 1;
      return 0.5;
    };
    expect(shuffle([], counting)).toEqual([]);
    expect(shuffle(["only"], counting)).toEqual(["only"]);
    expect(calls).toBe(0);
  });

  it("makes every order of three items equally likely over all draw combinations", () => {
    // Draws for i=2 pick j in {0,1,2}, for i=1 pick j in {0,1}: 6 combinations, 6 distinct orders.
    const orders = new Map<string, number>();
    for (const first of [0.1, 0.5, 0.9]) {
      for (const second of [0.2, 0.7]) {
        const key = shuffle(["a", "b", "c"], draws(first, second)).join("");
        orders.set(key, (orders.get(key) ?? 0) + 1);
      }
    }
    expect(orders.size).toBe(6);
    expect([...orders.values()].every((count) => count === 1)).toBe(true);
  });

  it("uses Math.random when no source is given", () => {
    expect(shuffle([1, 2, 3]).sort()).toEqual([1, 2, 3]);
  });
});

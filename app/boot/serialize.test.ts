import { describe, expect, it } from "vitest";
import { inlineScript } from "./serialize";

describe("inlineScript", () => {
  it("calls the function with its JSON and function arguments", () => {
    const seen: unknown[] = [];
    const source = inlineScript(
      (record: (value: unknown) => void, value: { a: number }, double: (n: number) => number) =>
        record([value.a, double(value.a)]),
      ((value: unknown) => seen.push(value)) as (value: unknown) => void,
      { a: 2 },
      (n: number) => n * 2,
    );
    // The recording function is serialized too: give it `seen` through a global for this test.
    const withSeen = source.replace("seen.push", "globalThis.riftSeen.push");
    (globalThis as { riftSeen?: unknown[] }).riftSeen = seen;
    new Function(withSeen)();
    expect(seen).toEqual([[2, 4]]);
  });

  it("cannot be closed early by a value", () => {
    const source = inlineScript((text: string) => text, "</script><script>alert(1)</script>\u2028");
    expect(source).not.toContain("</script>");
    expect(source).not.toContain("\u2028");
    expect(new Function(`return ${source}`)()).toBe("</script><script>alert(1)</script>\u2028");
  });
});

import { describe, expect, it } from "vitest";
import { whereOf } from "./cli-exit.ts";

describe("whereOf", () => {
  it("reads where a CLI acts from --cloudflare and --remote", () => {
    expect(whereOf([])).toBe("node");
    expect(whereOf(["--cloudflare"])).toBe("cloudflare");
    expect(whereOf(["--remote", "--cloudflare"])).toBe("cloudflare-remote");
  });

  it("has no answer for --remote alone, which each CLI refuses", () => {
    expect(whereOf(["--remote"])).toBeUndefined();
  });
});

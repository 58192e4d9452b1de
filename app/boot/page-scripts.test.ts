// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { runBootScript } from "../../tests/boot-page.ts";

describe("page scripts, as the build compiles them and the pages carry them", () => {
  it("logs the missing path", async () => {
    expect(await runBootScript("logMissingPath", "/no/such/page")).toEqual([
      ["error", "404 Error: User attempted to access non-existent route: /no/such/page"],
    ]);
  });
  it("logs the line its element carries", async () => {
    expect(await runBootScript("logLine", "/robux", "", { line: "prank disabled" })).toEqual([
      ["log", "prank disabled"],
    ]);
  });
});

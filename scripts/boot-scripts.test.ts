// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the case that failed.
import { describe, expect, it } from "vitest";
import { bootEntries } from "./boot-compile.ts";
import { projectScripts, scriptHash } from "./boot-scripts.ts";

const { bootScripts, scriptHashes } = await projectScripts();

describe("the project's inline scripts", () => {
  it("are each one minified IIFE, with nothing that would close its <script> early", () => {
    for (const [name, code] of Object.entries(bootScripts)) {
      expect(code, name).toMatch(/^\(function\(\)\{[\s\S]*\}\)\(\);$/);
      expect(code, name).not.toMatch(/<\/script|<!--|\bimport\b|\bexport\b/i);
    }
  });
  it("are hashed from their compiled source: every boot script and Astro's three (island runtime, two directives)", () => {
    expect(Object.keys(bootScripts).sort()).toEqual(Object.keys(bootEntries).sort());
    for (const code of Object.values(bootScripts)) expect(scriptHashes).toContain(scriptHash(code));
    expect(scriptHashes).toHaveLength(Object.keys(bootEntries).length + 3);
  });
  it("compile to the same bytes each time, so every page and engine carries the ones its policy lists", async () => {
    expect((await projectScripts()).scriptHashes).toEqual(scriptHashes);
  });
  it("keep early copy, in the <head> of pages that copy from first paint, under 2.5 KB", () => {
    expect(bootScripts.earlyCopy.length).toBeLessThan(2_500);
  });
});

import { describe, expect, it } from "vitest";
import { fileOf, islandChunkGroups, type ModuleGraph } from "./island-chunks";

/** A module graph: each module's static and on-demand importers; the islands' modules are entries. */
function graph(modules: Record<string, { importers?: string[]; onDemand?: string[] }>): ModuleGraph {
  const entry = (id: string) => /\/app\/islands\/[a-z-]+\.tsx$/.test(id);
  return {
    getModuleInfo: (id) =>
      id in modules || entry(id)
        ? { importers: modules[id]?.importers ?? [], dynamicImporters: modules[id]?.onDemand ?? [], isEntry: entry(id) }
        : null,
  };
}
const island = (name: string) => `/p/app/islands/${name}.tsx`;
const modules = graph({
  "/p/node_modules/react/index.js": { importers: [island("joiner")] },
  "/p/app/components/button.tsx": { importers: [island("landing"), island("server-code")] },
  "/p/app/components/games-grid.tsx": { importers: [island("landing")] },
  "/p/app/components/gate.tsx": { importers: [island("joiner"), island("ad-block-gate"), island("key-link-redirect")] },
  "/p/app/lib/gate-rules.ts": { importers: ["/p/app/components/gate.tsx"] },
  "/p/app/lib/clipboard.ts": { importers: [island("server-code")], onDemand: ["/p/app/components/result.tsx"] },
  "/p/app/components/result.tsx": { onDemand: [island("joiner")] },
  "/p/app/lib/joiner.ts": { importers: [island("joiner"), "/p/app/components/result.tsx"] },
});

describe("the islands' files", () => {
  it("put React and what the landing page shares with any other island in the runtime", () => {
    expect(fileOf("/p/node_modules/react/index.js", modules).name).toBe("runtime");
    expect(fileOf("/p/app/components/button.tsx", modules).name).toBe("runtime");
  });
  it("keep an island's own code in its module, with what its on-demand parts share with it", () => {
    expect(fileOf(island("landing"), modules)).toEqual({ name: "landing", users: 1 });
    expect(fileOf("/p/app/components/games-grid.tsx", modules)).toEqual({ name: "landing", users: 1 });
    expect(fileOf("/p/app/lib/joiner.ts", modules)).toEqual({ name: "joiner", users: 1 });
  });
  it("put what other islands share, up front or on demand, in the file of those islands", () => {
    expect(fileOf("/p/app/components/gate.tsx", modules)).toEqual({
      name: "ad-block-gate+joiner+key-link-redirect",
      users: 3,
    });
    // Found through importers of importers.
    expect(fileOf("/p/app/lib/gate-rules.ts", modules).name).toBe("ad-block-gate+joiner+key-link-redirect");
    expect(fileOf("/p/app/lib/clipboard.ts", modules)).toEqual({ name: "joiner+server-code", users: 2 });
  });
  it("leave a module only loaded on demand to Rolldown (a file of its own)", () => {
    expect(fileOf("/p/app/components/result.tsx", modules).name).toBeNull();
  });
  it("form the groups of more users first, so a module's imports are in their files before it is", () => {
    const groups = islandChunkGroups();
    const priorities = groups.map((group) => group.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    const takes = (id: string) => groups.findIndex((group) => group.name(id, modules) !== null);
    expect(takes("/p/app/components/button.tsx")).toBeLessThan(takes("/p/app/components/gate.tsx"));
    expect(takes("/p/app/components/gate.tsx")).toBeLessThan(takes("/p/app/lib/clipboard.ts"));
    expect(takes("/p/app/lib/clipboard.ts")).toBeLessThan(takes("/p/app/lib/joiner.ts"));
    expect(takes("/p/app/components/result.tsx")).toBe(-1);
  });
});

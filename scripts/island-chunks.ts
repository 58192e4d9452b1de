/**
 * How the browser's build splits the islands' code into files, for few requests and good compression
 * (Rolldown's defaults give the landing page 14 files instead of 3):
 * - `runtime`, with Astro's React renderer: React, the islands' `say`, and what the landing page
 *   (app/islands/landing.tsx) shares with any other island;
 * - an island's own code in its module, with what its on-demand parts (an `import()`) share with it;
 * - what two or more other islands share in the file of those islands;
 * - a module that only loads on demand in a file of its own (Rolldown's rule).
 */
import type { ModuleInfo } from "rolldown";
import type { Plugin } from "vite";

/** What every page with an island needs. */
const runtime =
  /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]|app[\\/](islands[\\/]define|i18n[\\/](locales|messages-context|words))\./;

export type ModuleGraph = {
  getModuleInfo(id: string): Pick<ModuleInfo, "importers" | "dynamicImporters" | "isEntry"> | null;
};

/** A module's file (null: Rolldown's own rule), and how many islands use it (the runtime: all). */
export function fileOf(id: string, graph: ModuleGraph): { name: string | null; users: number } {
  const upFront = new Set<string>();
  const onDemand = new Set<string>();
  const seen = new Set<string>();
  const walk = (module: string, later: boolean) => {
    const key = `${later}:${module}`;
    if (seen.has(key)) return;
    seen.add(key);
    const info = graph.getModuleInfo(module);
    const island = /[\\/]app[\\/]islands[\\/]([a-z-]+)\.tsx$/.exec(module)?.[1];
    if (info?.isEntry && island) (later ? onDemand : upFront).add(island);
    else {
      for (const importer of info?.importers ?? []) walk(importer, later);
      for (const importer of info?.dynamicImporters ?? []) walk(importer, true);
    }
  };
  walk(id, false);
  if (runtime.test(id) || (upFront.has("landing") && upFront.size >= 2)) return { name: "runtime", users: Infinity };
  if (upFront.size === 0) return { name: null, users: 0 };
  const users = [...new Set([...upFront, ...onDemand])].sort();
  return { name: users.join("+"), users: users.length };
}

/**
 * Rolldown's `codeSplitting.groups`, most users first: a group takes a module with all it imports, and
 * an import has as many users or more, so it has its own file by then.
 */
export function islandChunkGroups() {
  return [Infinity, ...Array.from({ length: 32 }, (_, index) => 32 - index)].map((users, index, sizes) => ({
    priority: sizes.length - index,
    name: (id: string, graph: ModuleGraph) => {
      const file = fileOf(id, graph);
      return file.users === users ? file.name : null;
    },
  }));
}

/** `runtime-…` or `island-…`, not the islands' names: ad blockers' lists could take "ad-block-gate…" for an ad. */
export function islandFileName(chunk: { name: string }): string {
  return `assets/${chunk.name === "runtime" || chunk.name === "client" ? "runtime" : "island"}-[hash].js`;
}

/**
 * Two of Astro's settings, said again for the client environment (Astro's win in astro.config.ts): no `import()`
 * preload helper (a kilobyte; postbuild preloads), and entries that may export more, so a group can take one.
 */
export const islandBuildSettings: Plugin = {
  name: "rift:island-build-settings",
  configEnvironment: (name) =>
    name === "client"
      ? { build: { modulePreload: false, rolldownOptions: { preserveEntrySignatures: "allow-extension" } } }
      : undefined,
};

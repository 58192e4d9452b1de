/**
 * The second browser build, after `astro build` has prerendered every page: the islands
 * (app/islands/). One entry per distinct set of islands a page holds (read from the prerendered
 * pages), so a page loads the shared runtime (React, react-dom/client and the islands' hydration, one
 * cacheable chunk), the one entry of its own islands and the chunks it shares with other pages, and
 * never another page's islands; fewer, larger files also compress better than one per island
 * (decision 0012). postbuild reads the manifest and adds each page's scripts.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { defineConfig } from "vite";
import { islandEntryFile, islandSetName, pageIslands } from "./scripts/build-manifest.ts";
import { islandSetCopies } from "./scripts/island-set-copies.ts";
import { lucideLite } from "./scripts/lucide-lite.ts";

const root = import.meta.dirname;
const clientDir = join(root, "build", "client");
const entriesDir = join(root, islandEntryFile("").replace(/[^/]*$/, ""));

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? htmlFiles(join(dir, entry.name))
      : entry.name.endsWith(".html")
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Writes one entry module per distinct set of islands on the prerendered pages; returns name → file. */
function writeIslandEntries(): Record<string, string> {
  const sets = new Map<string, string[]>();
  for (const file of htmlFiles(clientDir)) {
    const islands = pageIslands(readFileSync(file, "utf8")).sort();
    if (islands.length > 0) sets.set(islandSetName(islands), islands);
  }
  if (sets.size === 0)
    throw new Error("islands.vite.config.ts: no prerendered page holds an island (run `astro build` first)");
  rmSync(entriesDir, { recursive: true, force: true });
  mkdirSync(entriesDir, { recursive: true });
  const entries: Record<string, string> = {};
  for (const [name, islands] of sets) {
    const file = join(root, islandEntryFile(name));
    // Relative paths: the entries name nothing of the machine (not even the folder the project is in).
    const fromEntry = (target: string) => JSON.stringify(relative(dirname(file), join(root, target)));
    const module = (island: string) => fromEntry(`app/islands/${island}.tsx`);
    writeFileSync(
      file,
      [
        `import { hydrateIsland } from ${fromEntry("app/islands/hydrate.tsx")};`,
        ...islands.map((island, index) => `import island${index} from ${module(island)};`),
        ...islands.map((_, index) => `hydrateIsland(island${index});`),
        "",
      ].join("\n"),
    );
    entries[name] = file;
  }
  return entries;
}

/** Every page with islands needs these, and nothing else does: one file, cached across pages. */
const runtime =
  /node_modules[\\/](react|react-dom|scheduler)[\\/]|app[\\/](islands[\\/](define|hydrate|messages)|i18n[\\/](locales|messages-context))\./;

export default defineConfig(({ command }) => {
  const entries = command === "build" ? writeIslandEntries() : {};
  return {
    // Each set's modules in its own files, the runtime shared (scripts/island-set-copies.ts says why).
    plugins: [islandSetCopies(entries, (id) => runtime.test(id)), lucideLite()],
    resolve: { tsconfigPaths: true },
    publicDir: false,
    build: {
      outDir: "build/client",
      emptyOutDir: false,
      // Written into build/client; postbuild reads it, then removes it (it is no page's business).
      manifest: "islands-manifest.json",
      // postbuild writes a modulepreload for every chunk a page needs, up front; no polyfill.
      modulePreload: false,
      rolldownOptions: {
        // lucide-react marks its modules "use client" for server components; there are none here.
        onwarn(warning, warn) {
          if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
        },
        input: entries,
        output: {
          entryFileNames: "assets/islands-[hash].js",
          chunkFileNames: "assets/[name]-[hash].js",
          codeSplitting: { groups: [{ name: "runtime", test: runtime }] },
        },
      },
    },
  };
});

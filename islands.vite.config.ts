/**
 * The second browser-facing build (after `react-router build`, which prerenders the pages): one entry
 * per island (app/islands/entries/), written beside the site's files in build/client/assets. Shared
 * code lands in shared chunks (React and react-dom/client once); postbuild reads the manifest to give
 * each page exactly the module scripts of the islands it contains (decision 0011).
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { defineConfig } from "vite";

const entriesDir = join(import.meta.dirname, "app", "islands", "entries");
/** Island name → its browser entry. */
export const islandEntries = Object.fromEntries(
  readdirSync(entriesDir)
    .filter((file) => file.endsWith(".ts"))
    .map((file) => [file.slice(0, -3), join(entriesDir, file)]),
);
/** Written by this build into build/client; postbuild reads it, then removes it (it is no page's business). */
export const islandManifestFile = "islands-manifest.json";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  publicDir: false,
  build: {
    outDir: "build/client",
    emptyOutDir: false,
    manifest: islandManifestFile,
    // postbuild writes a modulepreload for every chunk a page needs; no polyfill in the entries.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: islandEntries,
      output: {
        entryFileNames: "assets/island-[name]-[hash].js",
        chunkFileNames: "assets/[name]-[hash].js",
        codeSplitting: {
          groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});

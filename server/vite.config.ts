/**
 * Compiles the production server (server/main.ts and what it imports from this repository) to
 * build/server/index.js for plain `node`. Packages stay imports, resolved from node_modules at run
 * time: only `dependencies` (send, mime-types) are reached (server/process.test.ts checks it).
 * Runs after `react-router build`, which empties build/server (ssr: false).
 */
import { defineConfig } from "vite";

export default defineConfig({
  publicDir: false,
  logLevel: "warn",
  build: {
    ssr: "server/main.ts",
    outDir: "build/server",
    emptyOutDir: true,
    target: "node20",
    minify: false,
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: "index.js" } },
  },
});

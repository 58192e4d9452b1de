/**
 * Compiles the production server (server/main.ts) and the operator's status CLI (scripts/status.ts),
 * with everything they import from this repository, to build/server/index.js and
 * build/server/status.js for plain `node`. Packages stay imports, resolved from node_modules at run
 * time: only `dependencies` (fastify, @fastify/static) are reached (server/process.test.ts checks it), so a
 * production install (`npm install --omit=dev`) runs both. Runs after `astro build`, which
 * empties build/server (ssr: false).
 */
import { defineConfig } from "vite";

export default defineConfig({
  publicDir: false,
  logLevel: "warn",
  build: {
    ssr: true,
    outDir: "build/server",
    emptyOutDir: true,
    target: "node26",
    minify: false,
    sourcemap: true,
    rolldownOptions: {
      input: { index: "server/main.ts", status: "scripts/status.ts" },
      output: { entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
    },
  },
});

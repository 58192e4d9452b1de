// server/main.ts and scripts/status.ts bundled for plain `node` (packages stay imports: `npm install --omit=dev`
// runs both). Runs after `astro build`, beside its on-demand routes' entry.mjs.
import { defineConfig } from "vite";

export default defineConfig({
  publicDir: false,
  build: {
    ssr: true,
    outDir: "build/server",
    emptyOutDir: false,
    target: "node26",
    sourcemap: true,
    rolldownOptions: {
      input: { index: "server/main.ts", status: "scripts/status.ts", admin: "scripts/admin.ts" },
      output: { entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
    },
  },
});

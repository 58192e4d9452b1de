import { defineConfig } from "vitest/config";
import { brand } from "./app/config/brand.ts";
import { markPath } from "./app/lib/brand-art.ts";

// Unit tests only: no React Router plugin here (it would try to build the app).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  // As in vite.config.ts: the logo mark drawn from the configured name.
  define: { BRAND_MARK_PATH: JSON.stringify(markPath(brand.name)) },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    restoreMocks: true,
  },
});

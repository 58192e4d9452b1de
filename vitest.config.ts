import { defineConfig } from "vitest/config";

// Unit tests only: no React Router plugin here (it would try to build the app).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    restoreMocks: true,
  },
});

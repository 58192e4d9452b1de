import { defineConfig } from "vitest/config";
import { bootScriptsPlugin } from "./scripts/boot-scripts.ts";

/**
 * Two groups of Vitest files:
 * - `unit` (`npm run test:unit`, part of `npm test`): pure modules and the configuration, no build needed.
 * - `built` (`npm run test:built`, part of `npm run test:all`): everything that needs `npm run build`
 *   first or starts servers and tools: the compiled server and its abuse suite, the deploy targets'
 *   own runtimes and parsers, the production install, the dev server, the byte budgets. A missing
 *   build fails these files (never a silent skip).
 */
export const builtTests = [
  "server/abuse-headers.test.ts",
  "server/abuse-requests.test.ts",
  "server/abuse-load.test.ts",
  "server/limits.test.ts",
  "server/pipelining.test.ts",
  "server/process.test.ts",
  "server/prototype-names.test.ts",
  "server/request-cases.test.ts",
  "server/serve.test.ts",
  "server/csp-injection.test.ts",
  "server/status-crash.test.ts",
  "server/status-discord.test.ts",
  "server/push.test.ts",
  "server/admin-http.test.ts",
  "server/abuse-admin.test.ts",
  "server/admin-limits.test.ts",
  "server/admin-flood.test.ts",
  "server/live-routes.test.ts",
  "server/cloudflare-center.test.ts",
  "server/d1-import.test.ts",
  "server/maintenance.test.ts",
  "scripts/budgets.test.ts",
  "scripts/dev-server.test.ts",
  "scripts/production-install.test.ts",
  "scripts/deploy/netlify.test.ts",
  "scripts/deploy/systemd.test.ts",
];

export default defineConfig({
  plugins: [bootScriptsPlugin()],
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: builtTests,
          // A worker runs file after file with the modules it has loaded (each file restores its own timers,
          // globals and spies): starting a process and loading the libraries for each of 79 files was two thirds
          // of the project's time on a 2-core machine.
          isolate: false,
          // A test that compiles a copy of the configuration takes seconds on a loaded 2-core machine, not a hang.
          testTimeout: 20_000,
        },
      },
      // The server and tool suites measure descriptors and processes: one file at a time.
      { extends: true, test: { name: "built", include: builtTests, fileParallelism: false } },
    ],
  },
});

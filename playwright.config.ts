import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";
import { chromiumArgs, findBrowser } from "./tests/browser-path.ts";
import { nginxAvailable, nginxInstall } from "./tests/nginx-server.ts";
import { toolAvailable } from "./tests/preconditions.ts";
import { statusSpecDataDir, wranglerEntry } from "./tests/wrangler-server.ts";

/**
 * Two suites against the production build, served as `npm start` serves it:
 * - the smoke (`npm run test:smoke`, part of `npm test`): smoke.spec.ts on a desktop and a phone
 *   viewport, and headers.spec.ts;
 * - everything (`E2E_SUITE=all`, `npm run test:browser`, part of `npm run test:all`): every other
 *   spec on the desktop, the @mobile ones on the phone, and the smoke walk again behind nginx
 *   (deploy/nginx.conf) and in Cloudflare's runtime (`wrangler dev`: the Worker of `npm run cloudflare:build`),
 *   and the status page's spec again against a Worker of its own, its CLI on that Worker's local D1.
 * No retries: a test that fails once has failed.
 */
const all = process.env.E2E_SUITE === "all";
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
const launchOptions = { executablePath: findBrowser(), args: chromiumArgs };
const desktop = { ...devices["Desktop Chrome"], launchOptions };
const phone = { ...devices["iPhone 13"], browserName: "chromium" as const, launchOptions };
const ownServer = !process.env.E2E_BASE_URL;
// deploy/nginx.conf is tested with Debian's nginx on E2E_PORT + 10 (.ci/run installs nginx-light).
const nginxPort = port + 10;
const withNginx = all && ownServer && toolAvailable("nginx", nginxAvailable, `Debian: ${nginxInstall}`);
// build/static-host in Cloudflare's own runtime (a devDependency) on a free port, chosen once (this
// file is read again by every worker, which inherits the variable).
const withCloudflare = all && ownServer;
if (withCloudflare && !existsSync(wranglerEntry)) throw new Error("wrangler is missing: run npm install");
// The status center's database of this run (the server and the CLIs the tests start share it; workers inherit it).
process.env.DATA_DIR ??= mkdtempSync(join(tmpdir(), "rift-e2e-data-"));
const freePort = () =>
  execFileSync(process.execPath, [
    "-e",
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })",
  ])
    .toString()
    .trim();
process.env.E2E_WRANGLER_PORT ??= freePort();
process.env.E2E_WRANGLER_STATUS_PORT ??= freePort();
const wranglerPort = Number(process.env.E2E_WRANGLER_PORT);
// status-page.spec.ts at the edge: a Worker of its own, whose local D1 the spec's CLI changes (--cloudflare).
const wranglerStatusPort = Number(process.env.E2E_WRANGLER_STATUS_PORT);

const smokeProjects: PlaywrightTestConfig["projects"] = [
  { name: "smoke", testMatch: /(smoke|headers)\.spec\.ts/, use: desktop },
  { name: "smoke-phone", testMatch: /smoke\.spec\.ts/, grepInvert: /@desktop/, use: phone },
];
const fullProjects: PlaywrightTestConfig["projects"] = [
  { name: "desktop", testIgnore: /(smoke|headers|nginx|cloudflare)\.spec\.ts/, use: desktop },
  // Phone behaviour (mobile deep links, layout): tests tagged @mobile.
  { name: "iphone", grep: /@mobile/, testIgnore: /(smoke|headers|nginx|cloudflare)\.spec\.ts/, use: phone },
  ...(withNginx
    ? [
        {
          name: "nginx",
          testMatch: /(nginx|smoke)\.spec\.ts/,
          use: { ...desktop, baseURL: `http://127.0.0.1:${nginxPort}` },
        },
      ]
    : []),
  ...(withCloudflare
    ? [
        {
          name: "cloudflare",
          testMatch: /(cloudflare|smoke)\.spec\.ts/,
          use: { ...desktop, baseURL: `http://127.0.0.1:${wranglerPort}` },
        },
        {
          name: "cloudflare-status",
          testMatch: /status-page\.spec\.ts/,
          use: { ...desktop, baseURL: `http://127.0.0.1:${wranglerStatusPort}` },
        },
      ]
    : []),
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // Time limits guard against a hang; they are not speed checks (those are `npm run bench`). The full
  // suite shares two cores with its Node server, nginx and two Workers: a test that takes 6 s alone
  // took 29–30 s there, so it has twice the smoke's limits.
  timeout: all ? 60_000 : 30_000,
  expect: { timeout: all ? 14_000 : 7_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  // A trace of every test costs the smoke a tenth of its time: kept for the full suite (rerun a failing
  // smoke test with --trace on).
  use: { baseURL, trace: all ? "retain-on-failure" : "off", launchOptions },
  projects: all ? fullProjects : smokeProjects,
  webServer: !ownServer
    ? undefined
    : [
        {
          // The compiled production entry, started as `npm start` starts it (`npm run serve`): no tsx.
          command: "node build/server/index.js",
          url: `${baseURL}/`,
          env: { PORT: String(port), HOST: "127.0.0.1" },
          reuseExistingServer: false,
          timeout: 60_000,
        },
        ...(withNginx
          ? [
              {
                command: "tsx tests/nginx-server.ts",
                url: `http://127.0.0.1:${nginxPort}/`,
                env: { NGINX_PORT: String(nginxPort) },
                reuseExistingServer: false,
                // SIGTERM, so the script stops nginx itself: Playwright's default SIGKILL would leave it running.
                gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
                timeout: 30_000,
              },
            ]
          : []),
        ...(withCloudflare
          ? [
              {
                command: "tsx tests/wrangler-server.ts",
                url: `http://127.0.0.1:${wranglerPort}/`,
                env: { WRANGLER_PORT: String(wranglerPort) },
                reuseExistingServer: false,
                // SIGTERM, so the script stops wrangler and workerd (their own process group): Playwright's
                // default SIGKILL of this group left them running after every test run.
                gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
                timeout: 90_000,
              },
              {
                command: "tsx tests/wrangler-server.ts",
                url: `http://127.0.0.1:${wranglerStatusPort}/`,
                env: { WRANGLER_PORT: String(wranglerStatusPort), WRANGLER_DATA_DIR: statusSpecDataDir() },
                reuseExistingServer: false,
                gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
                timeout: 90_000,
              },
            ]
          : []),
      ],
});

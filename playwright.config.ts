import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findBrowser } from "./tests/browser-path.ts";
import { nginxBinary } from "./tests/nginx-server.ts";
import { wranglerEntry } from "./tests/wrangler-server.ts";

// The tests run against the production build, served exactly as `npm start` serves it.
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
const launchOptions = { executablePath: findBrowser(), args: chromiumArgs };
// deploy/nginx.conf is tested for real with Debian's nginx on E2E_PORT + 10 (CI installs nginx-light).
const nginxPort = port + 10;
const withNginx = !!nginxBinary && !process.env.E2E_BASE_URL;
if (!withNginx)
  console.warn("playwright: nginx is not installed (or E2E_BASE_URL is set): skipping the nginx project.");
// build/static-host in Cloudflare's own runtime (wrangler pages dev) on a free port, chosen once
// (this file is read again by every worker, which inherits the variable).
process.env.E2E_WRANGLER_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })",
])
  .toString()
  .trim();
const wranglerPort = Number(process.env.E2E_WRANGLER_PORT);
const withCloudflare = existsSync(wranglerEntry) && !process.env.E2E_BASE_URL;
if (!withCloudflare)
  console.warn("playwright: wrangler is not installed (or E2E_BASE_URL is set): skipping the cloudflare project.");

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // Two retries in CI: the 2-core CI machine runs two browsers and their pages' CPU at a load of 10+.
  retries: process.env.CI ? 2 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: { baseURL, trace: "retain-on-failure", launchOptions },
  projects: [
    {
      name: "desktop",
      testIgnore: /(nginx|cloudflare)\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], launchOptions },
    },
    {
      // Phone behaviour (mobile deep links, layout): tests tagged @mobile run here too.
      name: "iphone",
      grep: /@mobile/,
      use: { ...devices["iPhone 13"], browserName: "chromium", launchOptions },
    },
    ...(withNginx
      ? [
          {
            // The same build behind deploy/nginx.conf: its own checks plus the smoke walk of every page.
            name: "nginx",
            testMatch: /(nginx|smoke)\.spec\.ts/,
            use: { ...devices["Desktop Chrome"], launchOptions, baseURL: `http://127.0.0.1:${nginxPort}` },
          },
        ]
      : []),
    ...(withCloudflare
      ? [
          {
            // build/static-host (Netlify / Cloudflare Pages) in Cloudflare's runtime: its own checks plus the smoke walk.
            name: "cloudflare",
            testMatch: /(cloudflare|smoke)\.spec\.ts/,
            use: { ...devices["Desktop Chrome"], launchOptions, baseURL: `http://127.0.0.1:${wranglerPort}` },
          },
        ]
      : []),
  ],
  webServer: process.env.E2E_BASE_URL
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
            ]
          : []),
      ],
});

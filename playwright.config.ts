import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findBrowser } from "./tests/browser-path.ts";
import { nginxBinary } from "./tests/nginx-server.ts";

// The tests run against the production build, served exactly as `npm start` serves it.
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
const launchOptions = { executablePath: findBrowser(), args: chromiumArgs };
// deploy/nginx.conf is tested for real with Debian's nginx on E2E_PORT + 10 (CI installs nginx-light).
const nginxPort = port + 10;
const withNginx = !!nginxBinary && !process.env.E2E_BASE_URL;
if (!withNginx) console.warn("playwright: nginx is not installed (or E2E_BASE_URL is set): skipping the nginx project.");

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: { baseURL, trace: "retain-on-failure", launchOptions },
  projects: [
    { name: "desktop", testIgnore: /nginx\.spec\.ts/, use: { ...devices["Desktop Chrome"], launchOptions } },
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
                timeout: 30_000,
              },
            ]
          : []),
      ],
});

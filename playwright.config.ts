import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findBrowser } from "./tests/browser-path.ts";

// The tests run against the production build, served exactly as `npm start` serves it.
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
const launchOptions = { executablePath: findBrowser(), args: chromiumArgs };

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
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions } },
    {
      // Phone behaviour (mobile deep links, layout): tests tagged @mobile run here too.
      name: "iphone",
      grep: /@mobile/,
      use: { ...devices["iPhone 13"], browserName: "chromium", launchOptions },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: "tsx server/serve.ts",
        url: `${baseURL}/`,
        env: { PORT: String(port), HOST: "127.0.0.1" },
        reuseExistingServer: false,
        timeout: 60_000,
      },
});

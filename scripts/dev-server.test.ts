/**
 * README: `npm run dev` is a development server: Astro renders pages on each request and hydrates
 * their islands from source. Checked here in real Chromium: the dev server starts, a page with an
 * island hydrates, and the island acts (a server code from the query is shown, Copy Code confirms).
 * Needs a browser (tests/browser-path.ts); skips without one.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "../app/i18n/messages/en.ts";
import { enPages } from "../app/i18n/messages/pages/en.ts";
import { chromiumArgs, findBrowser } from "../tests/browser-path.ts";
import { projectRoot } from "./build-manifest.ts";

const browserPath = findBrowser();
if (!browserPath) console.warn("scripts/dev-server.test.ts: no Chromium found, skipping.");

describe.skipIf(!browserPath)("npm run dev", { timeout: 120_000 }, () => {
  let server: ChildProcess | undefined;
  let base = "";

  beforeAll(async () => {
    server = spawn(join(projectRoot, "node_modules", ".bin", "astro"), ["dev", "--port", "0", "--host", "127.0.0.1"], {
      cwd: projectRoot,
      // Without Vitest's own variables: Astro's dev server serves no page where VITEST is set.
      env: {
        ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST"))),
        ASTRO_TELEMETRY_DISABLED: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    base = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the dev server did not start in 60 s:\n${output}`)), 60_000);
      const read = (chunk: Buffer) => {
        output += stripVTControlCharacters(chunk.toString());
        const match = /Local\s+(http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      };
      server!.stdout!.on("data", read);
      server!.stderr!.on("data", read);
      server!.on("exit", (code) => reject(new Error(`the dev server exited (${code}):\n${output}`)));
    });
  }, 90_000);

  afterAll(() => {
    server?.kill();
  });

  it("hydrates a page's islands, which then act", async () => {
    const browser = await chromium.launch({ executablePath: browserPath, args: chromiumArgs });
    try {
      const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      // Vite may reload the page once it has optimised dependencies found on the first visit; an
      // import that failed in the document it threw away is not an error of the page that stays.
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame()) errors.length = 0;
      });
      // Nothing leaves the machine: other hosts (the ad script, geolocation) get an empty answer.
      await page.route(
        (url) => url.hostname !== "127.0.0.1",
        (route) => route.fulfill({ status: 200, body: "" }),
      );
      // The first visit may make Vite optimise dependencies and reload the page: wait for the page to settle.
      await page.goto(`${base}/servercodes?code=ABC123`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 60_000 });
      await page.getByRole("button", { name: enPages.servercodes.copyCode }).click();
      await page.getByText(en.toasts.serverCodeCopied.description).first().waitFor({ timeout: 10_000 });
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("ABC123");
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

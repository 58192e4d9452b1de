/**
 * Screenshots of every page at a phone (375 px) and a desktop (1280 px) width, for looking at, not
 * for asserting: `npx tsx scripts/screenshots.ts [base URL] [out dir]` against a running server.
 * Requests to other hosts are answered locally.
 */
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromiumArgs, findBrowser } from "../tests/browser-path.ts";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const out = process.argv[3] ?? "screenshots";
const paths = (process.env.SHOT_PATHS ?? "/,/getkey,/resellers,/servercodes?code=ABC123,/joiner,/terms,/robux,/nope").split(",");
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: findBrowser() ?? undefined, args: chromiumArgs });
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width < 800 ? 812 : 900 }, javaScriptEnabled: !process.env.SHOT_NO_JS });
  await context.route((url) => url.origin !== new URL(base).origin, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "window.adsbygoogle = window.adsbygoogle || [];" }),
  );
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "load" });
    await page.waitForTimeout(700);
    const name = `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
    await page.screenshot({ path: join(out, name), fullPage: true });
  }
  await context.close();
}
await browser.close();
console.log(`screenshots: ${out}`);

/**
 * The spec's timings on the page's own clock (Playwright's `page.clock`), never by measuring wall
 * time: the loader toast for 3000 ms, "Copied!" for 2000 ms, the server-code toast, the ad-block
 * check (bait inspected 10 ms after it goes in, a second check at 100 ms, "not detected" at 500 ms)
 * and the country lookup's deadline on /bbgetkey (3 s, `thirdParty.geolocationTimeoutMs`). Each test stops the page's clock before the
 * page loads, then moves it by hand: a timer due at N ms has not fired at N - 1 and has at N.
 */
import type { Page } from "@playwright/test";
import { site } from "../../app/config/site.ts";
import { expect, test } from "./fixtures.ts";

/** The page's clock stands still from before the page loads until a test moves it. */
async function stopClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
}

test.describe("toasts and the Copied! label", () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  });

  test("the loader toast shows for 3000 ms", async ({ page, hydrated }) => {
    await stopClock(page);
    await page.goto("/");
    // The landing page's islands hydrate once it has painted and is idle (client:after-paint,
    // app/islands/after-paint.ts), and its requestIdleCallback runs on the page's clock: the clock moves on
    // until they have, however late the first paint comes on a busy machine.
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return page.evaluate(() => document.documentElement.dataset.hydrated === "true");
      })
      .toBe(true);
    await hydrated();
    await page.getByRole("button", { name: "Get Script" }).click();
    const toast = page.locator("[data-toast]");
    await expect(toast).toContainText("Script Copied!");
    await page.clock.runFor(2_999);
    await expect(toast).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(toast).toHaveCount(0);
  });

  test("Copy Code shows Copied! for 2000 ms, its toast for 3000 ms", async ({ page, hydrated }) => {
    await stopClock(page);
    await page.goto("/servercodes?code=ABC123");
    await hydrated();
    await page.getByRole("button", { name: "Copy Code" }).click();
    const toast = page.locator("[data-toast]");
    await expect(toast).toContainText("Copied!");
    await expect(toast).toContainText("Server code copied to clipboard");
    await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
    await page.clock.runFor(1_999);
    await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
    await page.clock.runFor(1);
    await expect(page.getByRole("button", { name: "Copy Code" })).toBeVisible();
    await expect(toast).toHaveCount(1);
    await page.clock.runFor(999);
    await expect(toast).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(toast).toHaveCount(0);
  });
});

test.describe("the ad-block check's timing, on /resellers", () => {
  const gate = (page: Page) => page.locator("[data-ad-block]");
  const baits = (page: Page) => page.locator("[data-ad-bait]");

  /** The modal's code loads when the verdict is "blocked"; React holds a Suspense reveal back on a timer, so time runs on. */
  async function expectModal(page: Page) {
    await page.clock.resume();
    await expect(page.getByRole("dialog", { name: "AdBlock Detected" })).toBeVisible();
  }

  /** Loads the page on a stopped clock and waits until the check has begun (first bait in, ad script answered). */
  async function checkBegun(page: Page) {
    await stopClock(page);
    await page.goto("/resellers");
    await expect(page.locator("script[data-ad-probe]")).toHaveAttribute("data-ad-probe", "ok");
    await expect(baits(page)).toHaveCount(1);
    await expect(gate(page)).toHaveAttribute("data-ad-block", "checking");
  }

  test("without a blocker: a second bait at 100 ms, not detected declared at 500 ms", async ({ page }) => {
    await checkBegun(page);
    await page.clock.runFor(99);
    await expect(baits(page)).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(baits(page)).toHaveCount(2);
    await page.clock.runFor(399);
    await expect(gate(page)).toHaveAttribute("data-ad-block", "checking");
    await page.clock.runFor(1);
    await expect(gate(page)).toHaveAttribute("data-ad-block", "clear");
    await expect(baits(page)).toHaveCount(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("a filter that hides the first bait is caught 10 ms after it went in", async ({ page }) => {
    await checkBegun(page);
    // What a filter list's element-hiding rule does to the bait.
    await page.addStyleTag({ content: "#adsbox { display: none !important; }" });
    await page.clock.runFor(9);
    await expect(gate(page)).toHaveAttribute("data-ad-block", "checking");
    await page.clock.runFor(1);
    await expect(gate(page)).toHaveAttribute("data-ad-block", "blocked");
    await expectModal(page);
  });

  test("a filter that hides only the second bait is caught at 110 ms", async ({ page }) => {
    await checkBegun(page);
    await page.addStyleTag({ content: "[data-ad-bait]:not(#adsbox) { display: none !important; }" });
    await page.clock.runFor(109);
    await expect(gate(page)).toHaveAttribute("data-ad-block", "checking");
    await page.clock.runFor(1);
    await expect(gate(page)).toHaveAttribute("data-ad-block", "blocked");
    await expectModal(page);
  });
});

test.describe("/bbgetkey when the country lookup never answers", () => {
  test.use({ country: "hang" });

  test(`gives up ${site.thirdParty.geolocationTimeoutMs} ms after asking and goes on as tier 2`, async ({
    page,
    external,
  }) => {
    const { rinku } = site.betterBypasser;
    const lookup = new URL(site.thirdParty.geolocationEndpoint).origin;
    // Tier 2 sends a draw under one half to rinku.
    await page.addInitScript(() => {
      Math.random = () => 0.1;
    });
    await stopClock(page);
    await page.goto("/bbgetkey");
    await expect(page.locator("script[data-ad-probe]")).toHaveAttribute("data-ad-probe", "ok");
    await page.clock.runFor(500);
    await expect.poll(() => external.filter((url) => url.startsWith(lookup))).toHaveLength(1);
    await page.clock.runFor(site.thirdParty.geolocationTimeoutMs - 1);
    // A round trip through the page: it is still here, and has asked for no provider.
    expect(await page.evaluate(() => location.pathname)).toBe("/bbgetkey");
    expect(external).not.toContain(rinku);
    await page.clock.runFor(1);
    await page.waitForURL(rinku);
  });
});

import type { Page } from "@playwright/test";
import { site } from "../../app/config/site.ts";
import { axeViolations } from "./axe-scan.ts";
import { expect, newTabFrom, test } from "./fixtures.ts";
import { official, placeId, texts } from "./config.ts";
import { runPageTimers } from "./page-clock.ts";

const message =
  "We've detected that you're using an ad blocker. Please disable it to access this page and support our service.";
/** What a blocked or empty ad script makes Chromium log. */
const blockedScriptErrors = ["Failed to load resource", "ERR_BLOCKED_BY_CLIENT"];
const { rinku, workink } = site.betterBypasser;
const joiner = `/joiner?PlaceId=${placeId}&ServerId=0a1b2c3d-4e5f-6789-ABCD-ef0123456789`;

/** Records, from the very first paint, whether a dialog ever appeared. */
async function watchForDialogs(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { dialogSeen: boolean };
    w.dialogSeen = false;
    new MutationObserver(() => {
      if (document.querySelector("dialog, [role='dialog']")) w.dialogSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

const dialogSeen = (page: Page) => page.evaluate(() => (window as unknown as { dialogSeen: boolean }).dialogSeen);

/** Answers the providers' pages with 204 No Content, which cancels the /bbgetkey redirect; returns what was asked for. */
async function holdRedirect(page: Page) {
  const asked: string[] = [];
  await page.route(
    (url) => url.href === rinku || url.href === workink,
    (route) => {
      asked.push(route.request().url());
      return route.fulfill({ status: 204 });
    },
  );
  return asked;
}

/** Everything a blocked visitor must get on a gated page. */
async function expectBlockingModal(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path);
  const dialog = page.getByRole("dialog", { name: "AdBlock Detected" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute("aria-modal", "true");
  await expect(dialog.getByRole("heading", { name: "AdBlock Detected" })).toBeVisible();
  await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(message);
  await expect(dialog.getByText(/refresh the page/i)).toBeVisible();
  await expect(dialog.getByText(/whitelist the domain/i)).toBeVisible();
  await expect(dialog.getByText(/support the development/i)).toBeVisible();

  // Focus is inside and stays there.
  const refresh = dialog.getByRole("button", { name: "Refresh Page" });
  await expect(refresh).toBeFocused();
  const focusInDialog = () => page.evaluate(() => !!document.activeElement?.closest("dialog, [role='dialog']"));
  for (const key of ["Tab", "Tab", "Shift+Tab", "Tab", "Shift+Tab", "Shift+Tab"]) {
    await page.keyboard.press(key);
    expect(await focusInDialog()).toBe(true);
  }

  // The page behind is blurred, inert, unfocusable and unclickable.
  const content = page.locator("[data-ad-block]");
  await expect(content).toHaveAttribute("inert", "");
  await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
  expect(await content.evaluate((el) => getComputedStyle(el).filter)).toContain("blur");
  const links = content.locator("a[href]");
  expect(await links.count()).toBeGreaterThan(0);
  const focusedBehind = await links.evaluateAll((anchors) =>
    anchors.some((anchor) => {
      (anchor as HTMLElement).focus();
      return document.activeElement === anchor;
    }),
  );
  expect(focusedBehind).toBe(false);
  const box = await links.first().boundingBox();
  if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  expect(page.context().pages()).toHaveLength(1);

  // Neither Escape, even twice, nor a click outside dismisses it.
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await page.mouse.click(4, 4);
  await expect(dialog).toBeVisible();
  await expect(refresh).toBeFocused();

  // Nothing happened behind it: still here once every timer of the page has run.
  await runPageTimers(page);
  expect(new URL(page.url()).pathname).toBe(new URL(path, "http://x").pathname);
}

async function expectRefreshReloads(page: Page) {
  await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Refresh Page" }).click();
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
  await expect(page.getByRole("dialog", { name: "AdBlock Detected" })).toBeVisible();
}

test.describe("ad-block gate with the ad script blocked", () => {
  test.use({ adNetwork: "blocked" });

  test("on /resellers: modal, focus trapped, page dead, Refresh reloads @mobile", async ({
    page,
    allowConsoleErrors,
    external,
  }) => {
    allowConsoleErrors(...blockedScriptErrors);
    await expectBlockingModal(page, "/resellers");
    expect(external.filter((url) => site.resellers.some((r) => r.url === url))).toEqual([]);
    await expectRefreshReloads(page);
  });

  test("on /bbgetkey: modal, no lookup and no redirect, Refresh reloads", async ({
    page,
    allowConsoleErrors,
    external,
  }) => {
    allowConsoleErrors(...blockedScriptErrors);
    await expectBlockingModal(page, "/bbgetkey");
    expect(external.filter((url) => url.startsWith(new URL(site.thirdParty.geolocationEndpoint).origin))).toEqual([]);
    expect(external).not.toContain(rinku);
    expect(external).not.toContain(workink);
    expect(await page.evaluate(() => localStorage.getItem("BBChoice"))).toBeNull();
    await expectRefreshReloads(page);
  });

  test("on /joiner: modal, no deep link, Refresh reloads", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(...blockedScriptErrors);
    const navigations: string[] = [];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Page.enable");
    cdp.on("Page.frameRequestedNavigation", (event) => navigations.push(event.url));
    await expectBlockingModal(page, joiner);
    expect(navigations.filter((url) => url.startsWith("roblox"))).toEqual([]);
    await expectRefreshReloads(page);
  });

  test("on /ugphone: modal, no redirect, Refresh reloads", async ({ page, allowConsoleErrors, external }) => {
    allowConsoleErrors(...blockedScriptErrors);
    await expectBlockingModal(page, "/ugphone");
    expect(external).not.toContain(site.links.ugphone);
    await expectRefreshReloads(page);
  });

  test("after client-side navigation from /getkey to /resellers too", async ({
    page,
    hydrated,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(...blockedScriptErrors);
    await page.goto("/getkey");
    await hydrated();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("link", { name: texts.getKey.premium.cta }).click();
    await expect(page.getByRole("dialog", { name: "AdBlock Detected" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Refresh Page" })).toBeFocused();
  });

  test("never on the landing page, which does not even load the ad script", async ({ page, hydrated, external }) => {
    await watchForDialogs(page);
    await page.clock.install();
    await page.goto("/");
    await hydrated();
    await runPageTimers(page);
    expect(await dialogSeen(page)).toBe(false);
    expect(external.filter((url) => url.startsWith(site.thirdParty.adScriptUrl))).toEqual([]);
  });

  test("the modal has no axe violations", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(...blockedScriptErrors);
    await page.goto("/resellers");
    await expect(page.getByRole("dialog", { name: "AdBlock Detected" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("ad-block gate with a script that loads but defines no ad object", () => {
  test.use({ adNetwork: "empty" });

  for (const path of ["/resellers", "/bbgetkey"]) {
    test(`on ${path}: modal`, async ({ page, external }) => {
      await expectBlockingModal(page, path);
      expect(external).not.toContain(rinku);
      expect(external).not.toContain(workink);
    });
  }
});

test.describe("ad-block gate without a blocker", () => {
  test.use({ adNetwork: "loads" });

  test("on /resellers: no modal ever, the page works @mobile", async ({ page, hydrated, external }) => {
    await watchForDialogs(page);
    await page.clock.install();
    await page.goto("/resellers");
    await hydrated();
    // The check has begun (its timers are set with its probe script), then all of them have run.
    await expect(page.locator("script[data-ad-probe]")).toBeAttached();
    await runPageTimers(page);
    await expect(page.locator("[data-ad-block]")).toHaveAttribute("data-ad-block", "clear");
    expect(await dialogSeen(page)).toBe(false);
    await expect(page.locator("[data-ad-block]")).not.toHaveAttribute("inert");
    expect(external.filter((url) => url === site.thirdParty.adScriptUrl)).toHaveLength(1);
    const tab = await newTabFrom(page.getByRole("link", { name: `Buy from ${official.name}` }));
    expect(tab.url()).toBe(official.url);
  });

  test("on /bbgetkey: no modal ever, and the redirect goes ahead", async ({ page }) => {
    await watchForDialogs(page);
    const redirects = await holdRedirect(page);
    await page.addInitScript(() => {
      Math.random = () => 0.99;
    });
    await page.clock.install();
    await page.goto("/bbgetkey");
    await expect.poll(() => redirects).toEqual([rinku]);
    await runPageTimers(page);
    // The verdict is still "clear" once every timer of the check has run (the modal would follow a "blocked").
    await expect(page.locator("[data-ad-block]")).toHaveAttribute("data-ad-block", "clear");
    expect(await dialogSeen(page)).toBe(false);
  });

  test("on /joiner and /ugphone: no modal ever, and the page acts", async ({ page, external, allowConsoleErrors }) => {
    allowConsoleErrors(/(Failed|Not allowed) to launch 'roblox(mobile)?:\/\//);
    await watchForDialogs(page);
    await page.clock.install();
    await page.goto(joiner);
    await expect(page.locator("script[data-ad-probe]")).toBeAttached();
    await runPageTimers(page);
    await expect(page.locator("[data-ad-block]")).toHaveAttribute("data-ad-block", "clear");
    expect(await dialogSeen(page)).toBe(false);
    await page.goto("/ugphone");
    await page.waitForURL(site.links.ugphone);
    // Requests carry no #fragment.
    expect(external).toContain(site.links.ugphone.split("#")[0]);
  });

  test("the ad script loads once per gated page, and not at all on the pages between", async ({
    page,
    hydrated,
    external,
  }) => {
    await page.goto("/resellers");
    await hydrated();
    await expect(page.locator("[data-ad-block='clear']")).toHaveCount(1);
    await page.getByRole("link", { name: "Back to Get Key" }).click();
    await expect(page).toHaveURL(/\/getkey$/);
    expect(external.filter((url) => url === site.thirdParty.adScriptUrl)).toHaveLength(1);
    await page.getByRole("link", { name: texts.getKey.premium.cta }).click();
    await expect(page).toHaveURL(/\/resellers$/);
    await expect(page.locator("[data-ad-block='clear']")).toHaveCount(1);
    expect(external.filter((url) => url === site.thirdParty.adScriptUrl)).toHaveLength(2);
  });
});

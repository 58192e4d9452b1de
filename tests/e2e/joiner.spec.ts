import type { Page } from "@playwright/test";
import { axeViolations } from "./axe-scan.ts";
import { expect, test } from "./fixtures.ts";

const place = "2753915549";
const server = "0a1b2c3d-4e5f-6789-ABCD-ef0123456789";
const valid = `/joiner?PlaceId=${place}&ServerId=${server}`;
const desktopLink = `roblox://experiences/start?placeId=${place}&gameInstanceId=${server}`;
const mobileLink = `robloxmobile://placeID=${place}&gameInstanceId=${server}`;
const browserUrl = `https://www.roblox.com/games/start?placeId=${place}&gameInstanceId=${server}`;
// Chromium's own notes when no app is registered for the scheme, or when it wants a tap before
// launching one again (the page logs neither itself).
const noHandler = /(Failed|Not allowed) to launch 'roblox(mobile)?:\/\//;

/** Every navigation the page asks for, app schemes included (page.route never sees those). */
async function recordNavigations(page: Page) {
  const urls: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.enable");
  cdp.on("Page.frameRequestedNavigation", (event) => urls.push(event.url));
  return urls;
}

/** Console lines of every type, to find the validation messages. */
function recordConsole(page: Page) {
  const lines: string[] = [];
  page.on("console", (message) => lines.push(message.text()));
  return lines;
}

test.describe("/joiner with a valid link", () => {
  test("opens the Roblox deep link for this device at once @mobile", async ({ page, allowConsoleErrors, isMobile }) => {
    allowConsoleErrors(noHandler);
    const navigations = await recordNavigations(page);
    await page.goto(valid);
    await expect(page.getByRole("heading", { level: 1, name: "Joining Roblox Game..." })).toBeVisible();
    await expect(
      page.getByText("If the game doesn't launch automatically, make sure you have Roblox installed.", { exact: true }),
    ).toBeVisible();
    const expected = isMobile ? mobileLink : desktopLink;
    await expect.poll(() => navigations).toEqual([expected]);
    await expect(page).toHaveURL(new RegExp(`/joiner\\?PlaceId=${place}`));
  });

  test("offers Launch again and Open in browser @mobile", async ({ page, allowConsoleErrors, isMobile, hydrated }) => {
    allowConsoleErrors(noHandler);
    const navigations = await recordNavigations(page);
    await page.goto(valid);
    await hydrated();
    const expected = isMobile ? mobileLink : desktopLink;
    await expect.poll(() => navigations).toEqual([expected]);
    // Once headless Chromium has handed an app link over, it drops real pointer input to the page
    // (a browser-level prompt for the unregistered scheme), so the tap is dispatched as a DOM click.
    await page.getByRole("button", { name: "Launch again" }).dispatchEvent("click");
    await expect.poll(() => navigations).toEqual([expected, expected]);
    const browser = page.getByRole("link", { name: "Open in browser" });
    await expect(browser).toHaveAttribute("href", browserUrl);
    await expect(browser).toHaveAttribute("target", "_blank");
    await expect(browser).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("treats a lower-case ServerId the same way", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(noHandler);
    const navigations = await recordNavigations(page);
    const lower = server.toLowerCase();
    await page.goto(`/joiner?PlaceId=${place}&ServerId=${lower}`);
    await expect.poll(() => navigations).toEqual([`roblox://experiences/start?placeId=${place}&gameInstanceId=${lower}`]);
  });

  test("has no accessibility violations", async ({ page, allowConsoleErrors, hydrated }) => {
    allowConsoleErrors(noHandler);
    await page.goto(valid);
    await hydrated();
    await expect(page.getByRole("button", { name: "Launch again" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

const invalid = [
  ["no parameters", "", "Missing PlaceId or ServerId"],
  ["no ServerId", `?PlaceId=${place}`, "Missing PlaceId or ServerId"],
  ["no PlaceId", `?ServerId=${server}`, "Missing PlaceId or ServerId"],
  ["an empty PlaceId", `?PlaceId=&ServerId=${server}`, "Missing PlaceId or ServerId"],
  ["lower-case parameter names", `?placeid=${place}&serverid=${server}`, "Missing PlaceId or ServerId"],
  ["letters in PlaceId", `?PlaceId=12ab&ServerId=${server}`, "Invalid PlaceId format"],
  ["a smuggled parameter in PlaceId", `?PlaceId=1%26gameInstanceId%3Dx&ServerId=${server}`, "Invalid PlaceId format"],
  ["an encoded newline after PlaceId", `?PlaceId=${place}%0A&ServerId=${server}`, "Invalid PlaceId format"],
  ["a short ServerId group", `?PlaceId=${place}&ServerId=0a1b2c3-4e5f-6789-abcd-ef0123456789`, "Invalid ServerId format"],
  ["non-hex ServerId", `?PlaceId=${place}&ServerId=0a1b2c3d-4e5f-6789-abcd-ef012345678z`, "Invalid ServerId format"],
  ["a suffix after ServerId", `?PlaceId=${place}&ServerId=${server}-x`, "Invalid ServerId format"],
  ["an encoded newline after ServerId", `?PlaceId=${place}&ServerId=${server}%0A`, "Invalid ServerId format"],
] as const;

test.describe("/joiner with a broken link", () => {
  for (const [what, query, message] of invalid) {
    test(`logs "${message}" for ${what} and goes nowhere @mobile`, async ({ page, allowConsoleErrors, hydrated }) => {
      allowConsoleErrors(message);
      const navigations = await recordNavigations(page);
      const lines = recordConsole(page);
      await page.goto(`/joiner${query}`);
      await hydrated();
      await expect.poll(() => lines).toContain(message);
      await expect(page.getByText("This join link is incomplete or invalid.", { exact: false })).toBeVisible();
      await expect(page.getByRole("button", { name: "Launch again" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Open in browser" })).toHaveCount(0);
      await page.waitForTimeout(500);
      expect(navigations).toEqual([]);
      expect(lines.filter((line) => line === message)).toHaveLength(1);
      expect(page.url()).toContain(`/joiner${query}`);
    });
  }

  test("has no accessibility violations", async ({ page, allowConsoleErrors, hydrated }) => {
    allowConsoleErrors("Missing PlaceId or ServerId");
    await page.goto("/joiner");
    await hydrated();
    await expect(page.getByText("This join link is incomplete or invalid.", { exact: false })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("/joiner behind an ad blocker", () => {
  test.use({ adNetwork: "blocked" });

  test("does not open the deep link while the ad-block overlay is up", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors("pagead2.googlesyndication.com", "ERR_BLOCKED_BY_CLIENT", "Failed to load resource");
    const navigations = await recordNavigations(page);
    await page.goto(valid);
    await expect(page.getByText("AdBlock Detected")).toBeVisible();
    await page.waitForTimeout(1000);
    expect(navigations).toEqual([]);
  });
});

test("the prerendered /joiner HTML shows the joining text, its launch controls only as invisible placeholders", async ({
  request,
}) => {
  const html = await (await request.get("/joiner")).text();
  expect(html).toContain("Joining Roblox Game...");
  expect(html).toMatch(/class="[^"]*\binvisible"><button type="button"[^>]*disabled=""/);
  expect(html).not.toContain("roblox://");
});

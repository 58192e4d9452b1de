import { enPages as en } from "../../app/i18n/messages/pages/en.ts";
import { noHandler, recordConsole, recordNavigations } from "./app-links.ts";
import { axeViolations } from "./axe-scan.ts";
import { expect, test } from "./fixtures.ts";
import { runPageTimers } from "./page-clock.ts";
import { firstGame, placeId } from "./config.ts";

const place = placeId;
const server = "0a1b2c3d-4e5f-6789-ABCD-ef0123456789";
const valid = `/joiner?PlaceId=${place}&ServerId=${server}`;
const desktopLink = `roblox://experiences/start?placeId=${place}&gameInstanceId=${server}`;
const mobileLink = `robloxmobile://placeID=${place}&gameInstanceId=${server}`;
const browserUrl = `https://www.roblox.com/games/start?placeId=${place}&gameInstanceId=${server}`;
const linkCode = "67771413747491684286858666824242";
const shareCode = "643f439fea345f4c83e27a6b3ff73f05";
const m = en.joiner;

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

  test("offers Launch again and the https link to tap, the tap first on phones @mobile", async ({
    page,
    allowConsoleErrors,
    isMobile,
    hydrated,
  }) => {
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
    const tap = page.getByRole("link", { name: isMobile ? m.joining.openInApp : m.joining.openInBrowser });
    await expect(tap).toHaveAttribute("href", browserUrl);
    await expect(tap).toHaveAttribute("rel", "noopener noreferrer");
    // Phones: the link opens the app in this tab (a universal link); desktop: roblox.com in a new tab.
    if (isMobile) await expect(tap).not.toHaveAttribute("target");
    else await expect(tap).toHaveAttribute("target", "_blank");
    const controls = page.locator('[data-join-state="joining"]').locator("a, button");
    await expect(controls).toHaveText(
      isMobile ? [m.joining.openInApp, "Launch again"] : ["Launch again", m.joining.openInBrowser],
    );
  });

  test("a tap on the https link goes to roblox.com's start page @mobile", async ({
    page,
    allowConsoleErrors,
    isMobile,
    hydrated,
    external,
  }) => {
    test.skip(!isMobile, "phones open it in the same tab; the desktop new tab is checked above");
    allowConsoleErrors(noHandler);
    const navigations = await recordNavigations(page);
    await page.goto(valid);
    await hydrated();
    // The page launches the app by itself once the ad-block check is clear; a tap before that would
    // race it (the scheme navigation cancels the https one), so tap once it has tried.
    await expect.poll(() => navigations).toEqual([mobileLink]);
    await page.getByRole("link", { name: m.joining.openInApp }).dispatchEvent("click");
    await expect(page).toHaveURL(browserUrl);
    expect(external).toContain(browserUrl);
  });

  test("a tap before the ad-block check clears is not followed by the page's own launch @mobile", async ({
    page,
    allowConsoleErrors,
    isMobile,
    hydrated,
  }) => {
    test.skip(!isMobile, "phones open the https link in this tab, where a later app launch would cancel it");
    allowConsoleErrors(noHandler);
    // The page's clock stands still, so the check (500 ms, at most 3 s) cannot clear before the tap.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    const navigations = await recordNavigations(page);
    await page.goto(valid, { waitUntil: "domcontentloaded" });
    await hydrated();
    expect(navigations, "no launch while the check's clock stands still").toEqual([]);
    // The tap reaches the page, but its navigation is held back here (the browser's default action
    // prevented before React sees the click): the page stays to show what it does next.
    await page.evaluate(() =>
      window.addEventListener(
        "click",
        (event) => event.target instanceof Element && event.target.closest("a") && event.preventDefault(),
        true,
      ),
    );
    await page.getByRole("link", { name: m.joining.openInApp }).dispatchEvent("click");
    // The check's timers all run and it clears (the ad script answered long ago): the moment the page
    // would launch the app by itself, cancelling the visitor's https navigation.
    await page.clock.runFor(5_000);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // The page has reacted to "clear": the effect that would launch the app remembers the join too.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("rift.recentJoins"))).toContain(String(place));
    expect(navigations).toEqual([]);
    // "Launch again" still launches: the visitor asked for it.
    await page.getByRole("button", { name: "Launch again" }).dispatchEvent("click");
    await expect.poll(() => navigations).toEqual([mobileLink]);
  });

  test("names the place when it is a configured game, else shows its number", async ({
    page,
    allowConsoleErrors,
    hydrated,
  }) => {
    allowConsoleErrors(noHandler);
    const navigations = await recordNavigations(page);
    await page.goto(valid);
    await hydrated();
    await expect(page.getByTestId("join-place")).toHaveText(firstGame.title);
    // The page launches the game once hydrated: the next visit starts after that navigation, which would abort it.
    await expect.poll(() => navigations.length).toBeGreaterThan(0);
    await page.goto(`/joiner?PlaceId=1&ServerId=${server}`);
    await hydrated();
    await expect(page.getByTestId("join-place")).toHaveText("Place 1");
  });

  test("treats a lower-case ServerId the same way", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(noHandler);
    const navigations = await recordNavigations(page);
    const lower = server.toLowerCase();
    await page.goto(`/joiner?PlaceId=${place}&ServerId=${lower}`);
    await expect
      .poll(() => navigations)
      .toEqual([`roblox://experiences/start?placeId=${place}&gameInstanceId=${lower}`]);
  });

  test("opens a private server from PlaceId and LinkCode @mobile", async ({
    page,
    allowConsoleErrors,
    isMobile,
    hydrated,
  }) => {
    allowConsoleErrors(noHandler);
    const navigations = await recordNavigations(page);
    await page.goto(`/joiner?PlaceId=${place}&LinkCode=${linkCode}`);
    await hydrated();
    const expected = isMobile
      ? `robloxmobile://placeID=${place}&linkCode=${linkCode}`
      : `roblox://experiences/start?placeId=${place}&linkCode=${linkCode}`;
    await expect.poll(() => navigations).toEqual([expected]);
    await expect(page.getByTestId("join-place")).toHaveText(`${firstGame.title}: private server`);
    await expect(
      page.getByRole("link", { name: isMobile ? m.joining.openInApp : m.joining.openInBrowser }),
    ).toHaveAttribute("href", `https://www.roblox.com/games/${place}?privateServerLinkCode=${linkCode}`);
  });

  test("passes a share link through to Roblox @mobile", async ({ page, allowConsoleErrors, isMobile, hydrated }) => {
    allowConsoleErrors(noHandler);
    const navigations = await recordNavigations(page);
    await page.goto(`/joiner?ShareCode=${shareCode}`);
    await hydrated();
    await expect.poll(() => navigations).toEqual([`roblox://navigation/share_links?code=${shareCode}&type=Server`]);
    await expect(page.getByTestId("join-place")).toHaveText(m.place.shareLink);
    await expect(
      page.getByRole("link", { name: isMobile ? m.joining.openInApp : m.joining.openInBrowser }),
    ).toHaveAttribute("href", `https://www.roblox.com/share?code=${shareCode}&type=Server`);
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
  [
    "a short ServerId group",
    `?PlaceId=${place}&ServerId=0a1b2c3-4e5f-6789-abcd-ef0123456789`,
    "Invalid ServerId format",
  ],
  ["non-hex ServerId", `?PlaceId=${place}&ServerId=0a1b2c3d-4e5f-6789-abcd-ef012345678z`, "Invalid ServerId format"],
  ["a suffix after ServerId", `?PlaceId=${place}&ServerId=${server}-x`, "Invalid ServerId format"],
  ["an encoded newline after ServerId", `?PlaceId=${place}&ServerId=${server}%0A`, "Invalid ServerId format"],
  ["the form's own submission", "?link=anything", "Missing PlaceId or ServerId"],
  ["letters in LinkCode", `?PlaceId=${place}&LinkCode=12ab`, "Invalid LinkCode format"],
  ["a smuggled parameter in ShareCode", `?ShareCode=abc%26type%3DProfile`, "Invalid ShareCode format"],
] as const;

test.describe("/joiner with a broken link", () => {
  for (const [what, query, message] of invalid) {
    test(`logs "${message}" for ${what} and goes nowhere @mobile`, async ({ page, allowConsoleErrors, hydrated }) => {
      allowConsoleErrors(message);
      const navigations = await recordNavigations(page);
      const lines = recordConsole(page);
      await page.clock.install();
      await page.goto(`/joiner${query}`);
      await hydrated();
      await expect.poll(() => lines).toContain(message);
      await expect(page.getByText("This join link is incomplete or invalid.", { exact: false })).toBeVisible();
      await expect(page.getByRole("button", { name: "Launch again" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: m.joining.openInBrowser })).toHaveCount(0);
      await expect(page.getByRole("link", { name: m.joining.openInApp })).toHaveCount(0);
      await expect(page.getByRole("textbox", { name: m.tool.label })).toBeVisible();
      // Once the ad-block check has begun and all its timers have run, the page has heard "clear", when a
      // good link would launch.
      await expect(page.locator("script[data-ad-probe]")).toBeAttached();
      await runPageTimers(page);
      await expect(page.locator("[data-ad-block]")).toHaveAttribute("data-ad-block", "clear");
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

test("when React has to redraw the page (a translator changed it first), a broken link still shows its message and the paste form", async ({
  page,
  allowConsoleErrors,
  hydrated,
}) => {
  allowConsoleErrors("Invalid PlaceId format", /Minified React error #418|Hydration failed/);
  // What a page translator does before the scripts run: text nodes and elements replaced.
  await page.addInitScript(() =>
    document.addEventListener("DOMContentLoaded", () => {
      for (const heading of document.querySelectorAll("[data-join-state] h1"))
        heading.replaceWith(Object.assign(document.createElement("div"), { textContent: heading.textContent }));
    }),
  );
  await page.goto("/joiner?PlaceId=abc&ServerId=x");
  await hydrated();
  await expect(page.getByText("This join link is incomplete or invalid.", { exact: false })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Joining Roblox Game..." })).toBeHidden();
  await expect(page.getByRole("textbox", { name: m.tool.label })).toBeVisible();
});

test.describe("/joiner behind an ad blocker", () => {
  test.use({ adNetwork: "blocked" });

  test("does not open the deep link while the ad-block overlay is up", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors("pagead2.googlesyndication.com", "ERR_BLOCKED_BY_CLIENT", "Failed to load resource");
    const navigations = await recordNavigations(page);
    await page.clock.install();
    await page.goto(valid);
    await expect(page.getByText("AdBlock Detected")).toBeVisible();
    await runPageTimers(page);
    expect(navigations).toEqual([]);
  });
});

test("the prerendered /joiner HTML shows the joining text, its launch controls only as invisible placeholders", async ({
  request,
}) => {
  const html = await (await request.get("/joiner")).text();
  expect(html).toContain("Joining Roblox Game...");
  expect(html).toMatch(
    /\binvisible"><p data-testid="join-place"[^>]*><\/p><div[^>]*><button type="button"[^>]*disabled=""/,
  );
  // No deep link and no roblox.com link yet (the island's words, carried in the page, may name the schemes).
  expect(html).not.toMatch(/roblox:\/\/experiences|robloxmobile:\/\/placeID/);
  expect(html).not.toContain('href="https://www.roblox.com');
  // The form is there too, hidden until the boot script or React shows the invalid-link state.
  expect(html).toMatch(/<div data-join-state="invalid" hidden=""[\s\S]*<form[^>]*action="\/joiner" method="get"/);
});

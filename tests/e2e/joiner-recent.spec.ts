/**
 * /joiner without a usable link (issue 12): the servers remembered on this device ("Join again",
 * "Forget"); the form itself is joiner-tool.spec.ts.
 */
import type { Page } from "@playwright/test";
import { RECENT_JOINS_KEY } from "../../app/lib/recent-joins.ts";
import { noHandler, recordNavigations } from "./app-links.ts";
import { axeViolations } from "./axe-scan.ts";
import { expect, test } from "./fixtures.ts";
import { linkCode, m, makeLink, missing, openTool, server, serverHttps, serverPath, shareCode } from "./joiner-form.ts";
import { firstGame, placeId } from "./config.ts";

const place = placeId;

test.describe("/joiner remembers the servers this device joined", () => {
  test.beforeEach(({ allowConsoleErrors }) => allowConsoleErrors(missing, noHandler));

  /** Joins through a Rift link, as a visitor would; returns once the app link has been handed over. */
  async function join(page: Page, path: string, navigations: string[]) {
    const before = navigations.length;
    await page.goto(path);
    await expect.poll(() => navigations.length).toBeGreaterThan(before);
  }

  test("lists them newest first across visits, joins one again and forgets one @mobile", async ({
    page,
    hydrated,
    isMobile,
  }) => {
    const navigations = await recordNavigations(page);
    await join(page, serverPath, navigations);
    await join(page, `/joiner?PlaceId=1234&LinkCode=${linkCode}`, navigations);
    await join(page, `/joiner?ShareCode=${shareCode}`, navigations);
    await page.goto("/joiner");
    await hydrated();
    const items = page.getByTestId("recent-join");
    await expect(page.getByRole("heading", { level: 2, name: m.recent.heading })).toBeVisible();
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText(m.place.shareLink);
    await expect(items.nth(1)).toContainText("Place 1234: private server");
    await expect(items.nth(2)).toContainText(firstGame.title);
    await expect(items.nth(2)).toContainText("Server 0a1b2c3d…");
    await expect(items.nth(2).locator("time")).toHaveText("Joined just now");
    await expect(items.nth(2).locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    // Join again: the app link at once (a button: it acts, it goes nowhere), and the server becomes the newest.
    const before = navigations.length;
    await items.nth(2).getByRole("button", { name: m.recent.joinAgain }).dispatchEvent("click");
    const expected = isMobile
      ? `robloxmobile://placeID=${place}&gameInstanceId=${server}`
      : `roblox://experiences/start?placeId=${place}&gameInstanceId=${server}`;
    await expect.poll(() => navigations.slice(before)).toEqual([expected]);
    await expect(items.nth(0)).toContainText(firstGame.title);

    // Forget: gone now and on the next visit; focus stays in the list.
    await items.nth(1).getByRole("button", { name: m.recent.forget }).dispatchEvent("click");
    await expect(items).toHaveCount(2);
    await expect(page.getByRole("heading", { level: 2, name: m.recent.heading })).toBeFocused();
    await page.reload();
    await hydrated();
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(firstGame.title);
    await expect(items.nth(1)).toContainText("Place 1234: private server");
  });

  test("keeps the last five, one per server", async ({ page, hydrated }) => {
    const navigations = await recordNavigations(page);
    await page.goto("/joiner");
    // Five servers joined a minute apart, one of them the server about to be joined (its JobId in capitals).
    await page.evaluate(
      ([key, serverId]) => {
        const now = Date.now();
        const joins = [1, 2, 3, 4, 5].map((n) => ({
          kind: "server",
          placeId: String(n),
          serverId: n === 4 ? serverId.toUpperCase() : serverId,
          joinedAt: now - n * 60_000,
        }));
        localStorage.setItem(key, JSON.stringify(joins));
      },
      [RECENT_JOINS_KEY, server] as const,
    );
    await join(page, `/joiner?PlaceId=6&ServerId=${server}`, navigations);
    await join(page, `/joiner?PlaceId=4&ServerId=${server}`, navigations);
    await page.goto("/joiner");
    await hydrated();
    await expect(page.getByTestId("recent-join-place")).toHaveText([
      "Place 4",
      "Place 6",
      "Place 1",
      "Place 2",
      "Place 3",
    ]);
  });

  test("keeps nothing but the valid entries of storage holding garbage", async ({ page, hydrated }) => {
    await page.goto("/joiner");
    await page.evaluate(
      ([key, valid]) =>
        localStorage.setItem(
          key,
          JSON.stringify([
            "junk",
            { kind: "server", placeId: "<img src=x onerror=alert(1)>", serverId: "x", joinedAt: 1 },
            valid,
          ]),
        ),
      [
        RECENT_JOINS_KEY,
        { kind: "server", placeId: place, serverId: server, joinedAt: Date.now() - 3 * 60_000 },
      ] as const,
    );
    await page.reload();
    await hydrated();
    const items = page.getByTestId("recent-join");
    await expect(items).toHaveCount(1);
    await expect(items.locator("time")).toHaveText("Joined 3 minutes ago");
    await page.evaluate((key) => localStorage.setItem(key, "{not json"), RECENT_JOINS_KEY);
    await page.reload();
    await hydrated();
    await expect(page.getByRole("textbox", { name: m.tool.label })).toBeVisible();
    await expect(items).toHaveCount(0);
  });

  for (const [what, script] of [
    [
      "storage whose every call throws",
      `const own = localStorage;
       for (const name of ["getItem", "setItem", "removeItem"]) {
         const original = Storage.prototype[name];
         Storage.prototype[name] = function (...args) {
           if (this === own) throw new DOMException("denied", "SecurityError");
           return original.apply(this, args);
         };
       }`,
    ],
    [
      "storage that cannot even be reached",
      `Object.defineProperty(window, "localStorage", { get() { throw new DOMException("denied", "SecurityError"); } });`,
    ],
    [
      "storage that is full",
      `const own = localStorage;
       const original = Storage.prototype.setItem;
       Storage.prototype.setItem = function (...args) {
         if (this === own) throw new DOMException("full", "QuotaExceededError");
         return original.apply(this, args);
       };`,
    ],
  ] as const) {
    test(`makes links and joins all the same with ${what} @mobile`, async ({ page, hydrated, isMobile }) => {
      await page.addInitScript({ content: script });
      const navigations = await recordNavigations(page);
      // The form first: once an app link has been handed over, headless Chromium drops real clicks.
      await openTool(page, hydrated);
      await makeLink(page, serverHttps);
      await expect(page.getByTestId("join-result")).toBeVisible();
      await join(page, serverPath, navigations);
      expect(navigations).toEqual([
        isMobile
          ? `robloxmobile://placeID=${place}&gameInstanceId=${server}`
          : `roblox://experiences/start?placeId=${place}&gameInstanceId=${server}`,
      ]);
      await openTool(page, hydrated);
      await expect(page.getByRole("textbox", { name: m.tool.label })).toBeVisible();
      await expect(page.getByTestId("recent-join")).toHaveCount(0);
    });
  }

  test("has no accessibility violations with servers listed", async ({ page, hydrated }) => {
    const navigations = await recordNavigations(page);
    await join(page, serverPath, navigations);
    await page.goto("/joiner");
    await hydrated();
    await expect(page.getByTestId("recent-join")).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});

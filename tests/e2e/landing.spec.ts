import { expect, expectIsolated, newTabFrom, test } from "./fixtures.ts";
import { gameSlug } from "../../app/config/status-schema.ts";
import { hubName, inHtml, site, texts } from "./config.ts";

const { tagline } = texts.brand;
const community = `${site.links.communityPlatform} Community`;

test.describe("landing page", () => {
  test("shows the brand, tagline, stats, actions, banner and footer @mobile", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(new RegExp(hubName));
    await expect(page.getByRole("heading", { level: 1, name: hubName })).toBeVisible();
    await expect(page.getByText(tagline, { exact: true })).toBeVisible();
    for (const stat of texts.stats.map((s) => s.value))
      await expect(page.getByText(stat, { exact: true })).toBeVisible();
    // The spec's four action buttons: Get Script copies, the other three go somewhere, so they are
    // links styled as buttons (where each leads is checked by clicking it, below).
    await expect(page.getByRole("button", { name: "Get Script" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: /Loader command/ })).toHaveValue(site.loader);
    for (const label of ["Get Key", "Documentation", community]) {
      await expect(page.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: texts.partnerBanner.cta })).toHaveAttribute("href", "/ugphone");
    await expect(page.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    await expect(page.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  });

  test("the prerendered HTML already holds the tagline and every game, before any JavaScript", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain(inHtml(tagline));
    for (const game of site.games) expect(html).toContain(inHtml(game.title));
  });

  test("Get Key leads to /getkey", async ({ page, hydrated }) => {
    await page.goto("/");
    await hydrated();
    await page.getByRole("link", { name: "Get Key", exact: true }).click();
    await expect(page).toHaveURL(/\/getkey$/);
    await expect(page.getByRole("heading", { level: 1, name: `Get Your ${hubName} Key` })).toBeVisible();
  });

  test(`the ${texts.partnerBanner.cta} banner leads to /ugphone`, async ({ page, hydrated }) => {
    await page.goto("/");
    await hydrated();
    // /ugphone goes on to the partner once its ad-block check clears (~0.5 s): catch the navigation
    // as it commits, not by polling the URL, which a busy machine can miss.
    const arrived = page.waitForURL(/\/ugphone$/, { waitUntil: "commit" });
    await page.getByRole("link", { name: texts.partnerBanner.cta }).click();
    await arrived;
  });

  for (const [label, url] of [
    ["Documentation", site.links.docs],
    [community, site.links.communityInvite],
  ] as const) {
    test(`${label} opens ${url} in a new tab, without opener or referrer`, async ({ page, hydrated, external }) => {
      await page.goto("/");
      await hydrated();
      const link = page.getByRole("link", { name: label, exact: true });
      await expect(link).toHaveAttribute("href", url);
      const tab = await newTabFrom(link);
      expect(tab.url()).toBe(url);
      expect(external).toContain(url);
      await expectIsolated(tab);
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test("lists every game, each opening its page in a new tab with the spec's name", async ({ page }) => {
    // The committed statuses, whatever status-page.spec.ts does to the run's status meanwhile.
    await page.route("**/status.json", (route) =>
      route.fulfill({ path: "public/status.json", contentType: "application/json" }),
    );
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Supported Games" })).toBeVisible();
    // Each card: the game (a new tab) and its page on this site.
    const cards = page.getByTestId("games-grid").getByRole("listitem");
    await expect(cards).toHaveCount(site.games.length);
    for (const game of site.games) {
      const card = page.getByRole("link", { name: `Play ${game.title} with ${hubName} script hub`, exact: true });
      await expect(card).toHaveAttribute("href", game.gameUrl);
      await expect(card).toHaveAttribute("target", "_blank");
      await expect(card).toHaveAttribute("rel", "noopener noreferrer");
      await expect(card.getByText("Operational")).toBeVisible();
      const own = page.getByRole("link", { name: `${game.title} status and features`, exact: true });
      await expect(own).toHaveAttribute("href", `/games/${gameSlug(game.title)}`);
      await expect(own).not.toHaveAttribute("target");
      await expect(own).toHaveText("Status & features");
    }
  });

  for (const [width, columns] of [
    [375, 1],
    [800, 2],
    [1100, 3],
    [1400, 5],
  ] as const) {
    test(`the games grid has ${columns} column(s) at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const template = await page
        .getByTestId("games-grid")
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
      expect(template).toBe(columns);
    });
  }
});

test.describe("Get Script", () => {
  test("copies the loader and confirms with a toast @mobile", async ({ page, context, hydrated }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/");
    await hydrated();
    await page.getByRole("button", { name: "Get Script" }).click();
    const toast = page.locator("[data-toast]");
    await expect(toast).toContainText("Script Copied!");
    await expect(toast).toContainText("The script has been copied to your clipboard.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.loader);
    // Bottom centre, gone after its 3000 ms.
    const box = (await page.locator("[data-toast-region]").boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(1);
    expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(32);
    await expect(toast).toHaveCount(0, { timeout: 6000 });
  });

  test("falls back to the textarea copy where there is no clipboard API", async ({ page, hydrated }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", { value: undefined });
      (window as unknown as { copied: string[] }).copied = [];
      document.execCommand = (command: string) => {
        const area = document.activeElement as HTMLTextAreaElement;
        (window as unknown as { copied: string[] }).copied.push(`${command}:${area.value}`);
        return true;
      };
    });
    await page.goto("/");
    await hydrated();
    await page.getByRole("button", { name: "Get Script" }).click();
    await expect(page.locator("[data-toast]")).toContainText("Script Copied!");
    expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([
      `copy:${site.loader}`,
    ]);
  });

  test("shows the failure toast and a manual copy field when the clipboard refuses", async ({ page, hydrated }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError")) },
      });
      // A refusal stands: the legacy copy must not be used to get around it.
      (window as unknown as { legacyCalls: number }).legacyCalls = 0;
      document.execCommand = () => {
        (window as unknown as { legacyCalls: number }).legacyCalls++;
        return true;
      };
    });
    await page.goto("/");
    await hydrated();
    await page.getByRole("button", { name: "Get Script" }).click();
    const toast = page.locator("[data-toast]");
    await expect(toast).toContainText("Copy Failed");
    await expect(toast).toContainText("Please try again or copy manually.");
    await expect(page.getByLabel(/Loader command/)).toHaveValue(site.loader);
    expect(await page.evaluate(() => (window as unknown as { legacyCalls: number }).legacyCalls)).toBe(0);
  });

  test("shows the failure toast when there is no clipboard API and the legacy copy fails too", async ({
    page,
    hydrated,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", { value: undefined });
      document.execCommand = () => false;
    });
    await page.goto("/");
    await hydrated();
    await page.getByRole("button", { name: "Get Script" }).click();
    await expect(page.locator("[data-toast]")).toContainText("Copy Failed");
    await expect(page.getByLabel(/Loader command/)).toHaveValue(site.loader);
  });
});

test.describe("404", () => {
  test("unknown paths get the 404 page, status 404, and the path logged @mobile", async ({
    page,
    allowConsoleErrors,
    hydrated,
  }) => {
    allowConsoleErrors("404", "Failed to load resource");
    const logged: string[] = [];
    page.on("console", (m) => m.type() === "error" && logged.push(m.text()));
    const response = await page.goto("/no/such/page?x=1");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await hydrated();
    await expect.poll(() => logged.join("\n")).toContain("/no/such/page");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("/404 itself answers 404", async ({ request }) => {
    expect((await request.get("/404")).status()).toBe(404);
  });
});

import { axeViolations } from "./axe-scan.ts";
import { expect, expectIsolated, newTabFrom, test } from "./fixtures.ts";
import { runPageTimers } from "./page-clock.ts";
import { hubName, premiumName, site, texts } from "./config.ts";

const [rinku, workink] = site.getKey.freeProviders;

test.describe("/getkey", () => {
  test("shows the heading, back link, three cards, tutorials, reasons and footer @mobile", async ({ page }) => {
    await page.goto("/getkey");
    await expect(page).toHaveTitle(`Get Key | ${hubName}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Get Your ${hubName} Key`);
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");

    const premium = page.getByRole("article", { name: premiumName });
    await expect(premium.getByText(texts.getKey.premium.badge, { exact: true })).toBeVisible();
    for (const benefit of texts.getKey.premium.benefits) {
      await expect(premium.getByRole("listitem").filter({ hasText: benefit })).toBeVisible();
    }
    await expect(premium.getByRole("link", { name: texts.getKey.premium.cta })).toHaveAttribute("href", "/resellers");

    const bullets = texts.getKey.freeProviders.map((provider) => [...provider.bullets]);
    for (const [index, provider] of [rinku, workink].entries()) {
      const card = page.getByRole("article", { name: provider.name });
      await expect(card.getByText(texts.getKey.freeProviders[index]!.badge, { exact: true })).toBeVisible();
      await expect(card.getByRole("listitem")).toHaveText(bullets[index]);
      // Where it leads is checked by clicking it, below.
      await expect(
        card.getByRole("link", { name: texts.getKey.freeProviders[index]!.cta, exact: true }),
      ).toHaveAttribute("href", provider.url);
    }
    // The three cards in the spec's order.
    await expect(page.getByRole("article")).toHaveCount(3);
    await expect(page.getByRole("article").first()).toHaveAccessibleName(premiumName);
    await expect(page.getByRole("link", { name: "Get Free Key", exact: true })).toHaveCount(2);

    await expect(page.getByRole("link", { name: "Mobile Tutorial" })).toHaveAttribute(
      "href",
      site.links.tutorials.mobile,
    );
    await expect(page.getByRole("link", { name: "PC Tutorial" })).toHaveAttribute("href", site.links.tutorials.pc);

    await expect(page.getByRole("heading", { level: 2, name: `Why Choose ${premiumName}?` })).toBeVisible();
    for (const reason of texts.getKey.whyPremium.map((item) => item.title)) {
      await expect(page.getByRole("heading", { level: 3, name: reason })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    await expect(page.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  });

  test(`${texts.getKey.premium.cta} leads to /resellers`, async ({ page, hydrated }) => {
    await page.goto("/getkey");
    await hydrated();
    await page.getByRole("link", { name: texts.getKey.premium.cta }).click();
    await expect(page).toHaveURL(/\/resellers$/);
    await expect(page.getByRole("heading", { level: 1, name: `${hubName} Resellers` })).toBeVisible();
  });

  test("Back to Home leads to the landing page", async ({ page, hydrated }) => {
    await page.goto("/getkey");
    await hydrated();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const [index, provider] of [rinku, workink].entries()) {
    test(`Get Free Key on the ${provider.name} card opens its page in a new tab`, async ({
      page,
      hydrated,
      external,
    }) => {
      await page.goto("/getkey");
      await hydrated();
      const tab = await newTabFrom(page.getByRole("link", { name: "Get Free Key", exact: true }).nth(index));
      expect(tab.url()).toBe(provider.url);
      await expectIsolated(tab);
      expect(external).toContain(provider.url);
      await expect(page).toHaveURL(/\/getkey$/);
    });
  }

  for (const [name, url] of [
    ["Mobile Tutorial", site.links.tutorials.mobile],
    ["PC Tutorial", site.links.tutorials.pc],
  ] as const) {
    test(`${name} opens the video in a new tab`, async ({ page, hydrated, external }) => {
      await page.goto("/getkey");
      await hydrated();
      const tab = await newTabFrom(page.getByRole("link", { name }));
      expect(tab.url()).toBe(url);
      await expectIsolated(tab);
      expect(external).toContain(url);
    });
  }

  test("is not gated: no ad script, no modal, even with a blocker", async ({ page, external, hydrated }) => {
    await page.clock.install();
    await page.goto("/getkey");
    await hydrated();
    // Past the ad-block check's last deadline: a gated page would have asked for the ad script and decided.
    await runPageTimers(page);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(external.filter((url) => url.startsWith(site.thirdParty.adScriptUrl))).toEqual([]);
  });

  test("has no axe violations", async ({ page, hydrated }) => {
    await page.goto("/getkey");
    await hydrated();
    expect(await axeViolations(page)).toEqual([]);
  });
});

import { axeViolations } from "./axe-scan.ts";
import { expect, expectIsolated, newTabFrom, test } from "./fixtures.ts";
import { hubName, independent, official, officialTitle, premiumName, site } from "./config.ts";

const kryo = independent;

test.describe("/resellers", () => {
  test("shows the heading, subtitle, back link, official card first and the named reseller @mobile", async ({
    page,
  }) => {
    await page.goto("/resellers");
    await expect(page).toHaveTitle(`Resellers | ${hubName}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${hubName} Resellers`);
    await expect(
      page.getByText(`Choose your preferred reseller to purchase ${premiumName} for lifetime access`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Get Key" })).toHaveAttribute("href", "/getkey");

    const cards = page.getByTestId("reseller-list").getByRole("article");
    await expect(cards).toHaveCount(site.resellers.length);
    await expect(cards.first()).toHaveAccessibleName(officialTitle);

    const officialCard = page.getByRole("article", { name: officialTitle });
    await expect(officialCard.getByRole("heading", { name: officialTitle })).toBeVisible();
    await expect(officialCard.getByText("OFFICIAL", { exact: true })).toBeVisible();
    await expect(officialCard.getByRole("listitem")).toHaveText([...official.paymentMethods]);
    // Where each link leads is checked by clicking it, below.
    await expect(officialCard.getByRole("link", { name: `Buy from ${official.name}` })).toHaveAttribute(
      "href",
      official.url,
    );

    const kryoCard = page.getByRole("article", { name: kryo.name });
    await expect(kryoCard.getByRole("listitem")).toHaveText([...kryo.paymentMethods]);
    await expect(kryoCard.getByText("OFFICIAL", { exact: true })).toHaveCount(0);
    await expect(kryoCard.getByRole("link", { name: `Buy from ${kryo.name}` })).toHaveAttribute("href", kryo.url);

    await expect(page.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    await expect(page.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  });

  test("gives each reseller its accent colour", async ({ page }) => {
    await page.goto("/resellers");
    for (const reseller of site.resellers) {
      const colour = await page
        .locator(`[data-reseller="${reseller.id}"]`)
        .evaluate((card) => getComputedStyle(card).borderTopColor);
      const hex = reseller.accent
        .slice(1)
        .match(/../g)!
        .map((pair) => parseInt(pair, 16));
      expect(colour).toBe(`rgb(${hex.join(", ")})`);
    }
  });

  for (const reseller of site.resellers) {
    test(`Buy from ${reseller.name} opens its store in a new tab`, async ({ page, hydrated, external }) => {
      await page.goto("/resellers");
      await hydrated();
      await expect(page.locator("[data-ad-block='clear']")).toHaveCount(1);
      const tab = await newTabFrom(page.getByRole("link", { name: `Buy from ${reseller.name}` }));
      expect(tab.url()).toBe(reseller.url);
      await expectIsolated(tab);
      expect(external).toContain(reseller.url);
      await expect(page).toHaveURL(/\/resellers$/);
    });
  }

  test("keeps the official card first whatever the random draw, without a hydration mismatch", async ({
    page,
    hydrated,
  }) => {
    // Any hydration mismatch would be logged as a console error, which fails the test (fixtures.ts).
    for (const draw of [0, 0.5, 0.999]) {
      await page.addInitScript((value) => {
        Math.random = () => value;
      }, draw);
      await page.goto("/resellers");
      await hydrated();
      const names = await page
        .getByTestId("reseller-list")
        .getByRole("article")
        .evaluateAll((cards) => cards.map((card) => card.getAttribute("aria-label")));
      expect(names[0]).toBe(officialTitle);
      expect(names.slice(1).sort()).toEqual(
        site.resellers
          .filter((r) => !r.official)
          .map((r) => r.name)
          .sort(),
      );
    }
  });

  test("the prerendered HTML lists the official reseller first", async ({ request }) => {
    const html = await (await request.get("/resellers")).text();
    // The cards as marked up (the island's props, carried in the page before them, list them too).
    const cards = [...html.matchAll(/<article aria-label="([^"]+)" data-reseller="([^"]+)"/g)].map((match) => match[1]);
    expect(cards[0]).toBe(officialTitle);
    expect(cards).toContain(kryo.name);
  });

  test("Back to Get Key leads to /getkey", async ({ page, hydrated }) => {
    await page.goto("/resellers");
    await hydrated();
    await page.getByRole("link", { name: "Back to Get Key" }).click();
    await expect(page).toHaveURL(/\/getkey$/);
  });

  test("has no axe violations", async ({ page, hydrated }) => {
    await page.goto("/resellers");
    await hydrated();
    await expect(page.locator("[data-ad-block='clear']")).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});

import { axeViolations } from "./axe-scan.ts";
import { expect, test } from "./fixtures.ts";
import { runPageTimers } from "./page-clock.ts";

test.describe("/robux", () => {
  test("is a harmless joke: no dialog, no new page, no navigation, one log line @mobile", async ({
    page,
    context,
    external,
    hydrated,
  }) => {
    const dialogs: string[] = [];
    const pages: string[] = [];
    const logs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    context.on("page", (opened) => pages.push(opened.url()));
    page.on("console", (message) => logs.push(`${message.type()}: ${message.text()}`));

    await page.clock.install();
    await page.goto("/robux");
    await hydrated();
    const historyLength = await page.evaluate(() => history.length);
    await page.mouse.click(10, 300);
    // A minute of the page's time: every timer it could have set (the old prank's pop-ups and redirects
    // waited on timers) has run.
    await runPageTimers(page, 60_000);

    expect(dialogs).toEqual([]);
    expect(pages).toEqual([]);
    expect(external).toEqual([]);
    expect(new URL(page.url()).pathname).toBe("/robux");
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(logs).toEqual(["log: Robux generator prank disabled: no pop-ups, no redirects."]);
  });

  test("delivers the punchline: no generator is real, never give your password @mobile", async ({ page }) => {
    await page.goto("/robux");
    await expect(page.getByRole("heading", { level: 1, name: "Free Robux Generator" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /no Robux generator is real/ })).toBeVisible();
    await expect(page.getByText("Never give your password to a Robux generator, or to anyone.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  test("stays out of search results", async ({ request }) => {
    const html = await (await request.get("/robux")).text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  test("has no accessibility violations", async ({ page, hydrated }) => {
    await page.goto("/robux");
    await hydrated();
    expect(await axeViolations(page)).toEqual([]);
  });
});

import { site } from "../../app/config/site.ts";
import { axeViolations } from "./axe-scan.ts";
import { expect, test } from "./fixtures.ts";
import { runPageTimers } from "./page-clock.ts";

const discord = site.links.communityInvite;
const ugphone = site.links.ugphone;
/** What the browser requests for a URL: everything but the #fragment. */
const requested = (url: string) => url.split("#")[0];
const fallbackHref = (html: string) => /href="([^"]*)"[^>]*>click here</.exec(html)?.[1]?.replaceAll("&amp;", "&");

for (const { path, title, destination } of [
  { path: "/discord", title: `Redirecting to ${site.links.communityPlatform}...`, destination: discord },
  { path: "/ugphone", title: `Redirecting to ${site.partnerBanner.partnerName}...`, destination: ugphone },
]) {
  test.describe(path, () => {
    test(`lands on the configured page @mobile`, async ({ page, external }) => {
      await page.goto(path, { waitUntil: "commit" });
      await page.waitForURL(destination);
      expect(page.url()).toBe(destination);
      expect(external).toContain(requested(destination));
    });

    test("replaces itself in the history, so Back returns to the page before", async ({ page }) => {
      await page.goto("/terms");
      await page.goto(path, { waitUntil: "commit" });
      await page.waitForURL(destination);
      await page.goBack();
      await expect(page).toHaveURL(/\/terms$/);
    });

    test("ignores anything in the query string or path", async ({ page, external, allowConsoleErrors }) => {
      allowConsoleErrors("404", "Failed to load resource");
      await page.goto(`${path}?url=https://evil.example/&to=https://evil.example/&redirect=//evil.example`, {
        waitUntil: "commit",
      });
      await page.waitForURL(destination);
      await page.goto(`${path}/https%3A%2F%2Fevil.example`);
      expect(external.filter((url) => url.includes("evil.example"))).toEqual([]);
    });

    test(`the prerendered HTML says "${title}" with a click-here link to the same page`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(title);
      expect(fallbackHref(html)).toBe(destination);
    });

    test("has no accessibility violations", async ({ page, hydrated }) => {
      // Keep the page in place to scan: drop the meta refresh and an inline redirect (/discord's), and
      // answer a redirect made after hydration (/ugphone's) with a 204, which cancels a navigation.
      await page.route(path, async (route) => {
        const response = await route.fetch();
        const body = (await response.text())
          .replace(/<meta http-equiv="refresh"[^>]*>/, "")
          .replace(/<script data-boot="[^"]*"[^>]*>[^<]*location\.replace[^<]*<\/script>/g, "");
        await route.fulfill({ response, body });
      });
      await page.route(requested(destination), (route) => route.fulfill({ status: 204 }));
      await page.goto(path);
      await hydrated();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("link", { name: "click here" })).toHaveAttribute("href", destination);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test("/discord carries a meta refresh to the invite, for browsers without JavaScript", async ({ request }) => {
  const html = await (await request.get("/discord")).text();
  expect(html).toContain(`<meta http-equiv="refresh" content="0;url=${discord}"/>`);
});

test("/ugphone has no meta refresh, which would skip the ad-block gate", async ({ request }) => {
  const html = await (await request.get("/ugphone")).text();
  expect(html).not.toContain('http-equiv="refresh"');
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/discord still goes to the invite", async ({ page }) => {
    await page.goto("/discord", { waitUntil: "commit" });
    await page.waitForURL(discord);
  });

  test("/ugphone stays and offers the click-here link", async ({ page }) => {
    await page.goto("/ugphone");
    const link = page.getByRole("link", { name: "click here" });
    await expect(link).toHaveAttribute("href", ugphone);
    await link.click();
    await page.waitForURL(ugphone);
  });
});

test.describe("/ugphone behind an ad blocker", () => {
  test.use({ adNetwork: "blocked" });

  test("does not leave while the ad-block overlay is up", async ({ page, external, allowConsoleErrors }) => {
    allowConsoleErrors("pagead2.googlesyndication.com", "ERR_BLOCKED_BY_CLIENT", "Failed to load resource");
    await page.clock.install();
    await page.goto("/ugphone");
    await expect(page.getByText("AdBlock Detected")).toBeVisible();
    await runPageTimers(page);
    expect(new URL(page.url()).pathname).toBe("/ugphone");
    expect(external).not.toContain(requested(ugphone));
  });
});

/**
 * Works without JavaScript (issue 9): every navigation control is a real link that works with
 * JavaScript off, and pages with nothing interactive load no script at all. Before React has taken
 * over: first-paint.spec.ts.
 */
import { site } from "../../app/config/site.ts";
import { expect, test } from "./fixtures.ts";
import { texts } from "./config.ts";

/** Every page of the site, as a visitor reaches it. */
const pages = [
  "/",
  "/terms",
  "/privacy",
  "/robux",
  "/joiner",
  "/getkey",
  "/bbgetkey",
  "/resellers",
  "/reseller-tos",
  "/showcaser-tos",
  "/ugphone",
  "/discord",
  "/servercodes",
  "/servercodes?code=ABC123",
  "/no-such-page",
];
/** Pages with nothing for JavaScript to do. */
const scriptless = ["/terms", "/privacy", "/reseller-tos", "/showcaser-tos", "/getkey"];
/** Buttons are actions only; each of these does something on the page itself. */
const actions = ["Get Script", "Copy Code", "Launch again", "Refresh Page"];

const configuredUrls = new Set<string>([
  site.links.docs,
  site.links.communityInvite,
  site.links.tutorials.mobile,
  site.links.tutorials.pc,
  ...site.games.map((game) => game.gameUrl),
  ...site.getKey.freeProviders.map((provider) => provider.url),
  ...site.resellers.map((reseller) => reseller.url),
  site.links.ugphone,
  site.thirdParty.keyAuthProvider.url,
]);
/** Redirect pages: their "click here" fallback replaces the page, like the redirect it stands in for. */
const redirectFallbacks = new Set<string>([site.links.communityInvite, site.links.ugphone]);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of pages) {
    test(`${path}: every control that goes somewhere is a link that leads to a real page or a configured site`, async ({
      page,
      request,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors("Failed to load resource: the server responded with a status of 404");
      // /discord's meta refresh leaves at once, even without JavaScript: stay to look at the page.
      await page.route("**/discord", async (route) => {
        const response = await route.fetch();
        await route.fulfill({
          response,
          body: (await response.text()).replace(/<meta http-equiv="refresh"[^>]*>/, ""),
        });
      });
      await page.goto(path);
      for (const name of await page.getByRole("button").allInnerTexts()) {
        expect(actions, `button "${name}" on ${path} is an action, not a way to go somewhere`).toContain(name.trim());
      }
      const links = await page.getByRole("link").evaluateAll((anchors) =>
        anchors.map((a) => ({
          name: a.textContent?.trim() || a.getAttribute("aria-label") || "",
          href: a.getAttribute("href") ?? "",
          target: a.getAttribute("target"),
          rel: a.getAttribute("rel"),
        })),
      );
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        if (link.href.startsWith("#")) {
          await expect(page.locator(link.href), `${link.name} → ${link.href}`).toHaveCount(1);
        } else if (link.href.startsWith("/")) {
          expect((await request.get(link.href)).status(), `${link.name} → ${link.href}`).toBe(200);
        } else {
          expect(configuredUrls.has(link.href), `${link.name} → ${link.href} is configured`).toBe(true);
          if (link.name === "click here" && redirectFallbacks.has(link.href)) continue;
          expect([link.target, link.rel], `${link.name} opens in a new tab, isolated`).toEqual([
            "_blank",
            "noopener noreferrer",
          ]);
        }
      }
    });
  }

  for (const [path, name, destination] of [
    ["/", "Get Key", "/getkey"],
    ["/getkey", texts.getKey.premium.cta, "/resellers"],
    ["/resellers", "Back to Get Key", "/getkey"],
    ["/", texts.partnerBanner.cta, "/ugphone"],
    ["/terms", "Privacy Policy", "/privacy"],
    ["/no-such-page", "Return to Home", "/"],
  ] as const) {
    test(`${path}: "${name}" navigates to ${destination}`, async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors("Failed to load resource: the server responded with a status of 404");
      await page.goto(path);
      await page.getByRole("link", { name, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${destination.replace("/", "\\/")}$`));
    });
  }

  test("the landing shows the loader command to select and copy by hand", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("textbox", { name: /Loader command/ })).toHaveValue(site.loader);
  });
});

test.describe("JavaScript only where something is interactive", () => {
  for (const path of scriptless) {
    test(`${path} loads no script at all`, async ({ page }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(scripts).toEqual([]);
      await expect(page.locator("script")).toHaveCount(0);
      await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
    });
  }
});

/**
 * The browser smoke of `npm test`, on a desktop and a phone viewport: every route once, and pages in
 * each language (with their `lang` and `dir`). On each page: no page errors, no console errors, no
 * Content-Security-Policy violation (Chromium reports them as "Refused to …" and as "Executing inline
 * script violates …"), one h1, no sideways scroll, every link that opens a new tab has
 * rel="noopener noreferrer", the skip link is the first Tab stop; and the spinner honours
 * prefers-reduced-motion. Redirect pages are checked as prerendered (JavaScript off) and, with
 * JavaScript on, watched for errors and CSP violations until they leave.
 *
 * Axe scans each page's template on the desktop: every English page, a game's page, and right to
 * left. A scan is most of a test's time; the full suite (`npm run test:all`) scans every page in
 * every language at 375 px and after each interaction (i18n.spec.ts), and this walk again behind
 * nginx and in the Worker. What does not depend on the viewport runs on the desktop only (@desktop).
 */
import type { Page } from "@playwright/test";
import { gamePages, languages } from "../site-pages.ts";
import { axeViolations } from "./axe-scan.ts";
import { expect, test } from "./fixtures.ts";

/** Pages that stay put once hydrated. */
const pages = [
  "/",
  "/terms",
  "/privacy",
  "/robux",
  "/joiner",
  "/getkey",
  "/resellers",
  "/reseller-tos",
  "/showcaser-tos",
  "/servercodes",
  "/servercodes?code=ABC123",
  "/executors",
  "/status",
];
/** One page in each language other than English, each a different page. */
const pagePerLanguage = [
  "/getkey",
  "/resellers",
  "/executors",
  "/servercodes?code=ABC123",
  "/terms",
  "/privacy",
  "/showcaser-tos",
  "",
];
/** Each language's pages: one page (English's are all above) and a game's page, each a different one. */
const languagePages = languages.map(({ prefix, lang, dir }, index) => ({
  lang,
  dir,
  paths: [
    ...(prefix ? [`${prefix}${pagePerLanguage[index - 1]}`] : []),
    `${prefix}${gamePages[index % gamePages.length]}`,
  ],
  axe: prefix === "" || dir === "rtl",
}));
/** Pages that send the visitor to another site straight away. */
const redirectPages = ["/discord", "/ugphone", "/bbgetkey"];
const unknownPath = "/this-page-does-not-exist";

/** Console errors some pages log on purpose. */
const expectedLogs: Record<string, (string | RegExp)[]> = {
  "/joiner": ["Missing PlaceId or ServerId"],
  [unknownPath]: ["404 Error", "Failed to load resource"],
};

/** Records CSP violations of every document the page shows, including ones it redirects away from. */
async function watchCsp(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI} on ${document.location.pathname}`);
    });
  });
  page.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)|violates the following/.test(text))
      violations.push(text);
  });
  return violations;
}

/**
 * Serves this site's pages with their scripts removed: what a visitor sees before JavaScript runs
 * (a redirect page would otherwise leave before it can be scanned). Axe itself still runs.
 */
async function withoutPageScripts(page: Page) {
  await page.route(
    (url) => redirectPages.includes(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text())
        .replace(/<script\b[\s\S]*?<\/script>/gi, "")
        .replace(/<link rel="modulepreload"[^>]*>/g, "")
        // /discord also redirects without JavaScript (meta refresh): keep it here to look at it.
        .replace(/<meta http-equiv="refresh"[^>]*>/gi, "");
      await route.fulfill({ response, body });
    },
  );
}

async function expectNoAxeViolations(page: Page) {
  expect((await axeViolations(page)).map(({ id, targets }) => `${id} (${targets.join(", ")})`)).toEqual([]);
}

/** Every link that opens a new tab gives it no handle on this page and no referrer. */
async function expectNewTabsIsolated(page: Page) {
  const rels = await page
    .locator('a[target="_blank"]')
    .evaluateAll((links) =>
      links.map((link) => `${link.getAttribute("href")} rel="${link.getAttribute("rel") ?? ""}"`),
    );
  const unsafe = rels.filter((text) => {
    const tokens = (/rel="([^"]*)"/.exec(text)?.[1] ?? "").split(/\s+/);
    return !tokens.includes("noopener") || !tokens.includes("noreferrer");
  });
  expect(unsafe, 'links opening a new tab without rel="noopener noreferrer"').toEqual([]);
}

async function expectSkipLinkFirst(page: Page) {
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  const box = await skip.boundingBox();
  expect(box && box.width > 40 && box.height > 16, "the skip link is visible when focused").toBe(true);
  await expect(page.locator("#main")).toHaveCount(1);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), "no sideways scroll").toBe(
    true,
  );
}

// A spinning spinner keeps Chromium's software renderer drawing frames, and an axe scan then takes
// twice as long; the scans do not depend on motion. The "reduced motion" tests below set it themselves.
test.use({ reducedMotion: "reduce" });

test("the axe scan reports a page's violations", { tag: "@desktop" }, async ({ page }) => {
  await page.setContent(
    '<!doctype html><html><head><title>Faults</title></head><body><main><h1>Faults</h1><img src="data:,">' +
      '<button></button><p style="color:#777;background:#888">Faint text</p></main></body></html>',
  );
  expect((await axeViolations(page)).map(({ id }) => id).sort()).toEqual([
    "button-name",
    "color-contrast",
    "html-has-lang",
    "image-alt",
  ]);
});

test.describe("every page", () => {
  for (const path of [...pages, unknownPath]) {
    test(`${path}: no errors, no CSP violation, no sideways scroll, skip link first, no axe violation on a desktop`, async ({
      page,
      hydrated,
      allowConsoleErrors,
      isMobile,
    }) => {
      allowConsoleErrors(...(expectedLogs[path] ?? []));
      const csp = await watchCsp(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === unknownPath ? 404 : 200);
      await hydrated();
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expectNoSidewaysScroll(page);
      if (!isMobile) await expectNoAxeViolations(page);
      await expectNewTabsIsolated(page);
      await expectSkipLinkFirst(page);
      expect(csp).toEqual([]);
    });
  }
});

test.describe("every language", { tag: "@desktop" }, () => {
  for (const { paths, lang, dir, axe } of languagePages) {
    test(`${paths.join(", ")}: lang="${lang}" dir="${dir}", no errors, no CSP violation${axe ? ", no axe violation" : ""}`, async ({
      page,
      hydrated,
    }) => {
      const csp = await watchCsp(page);
      for (const path of paths) {
        expect((await page.goto(path))?.status(), path).toBe(200);
        await hydrated();
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.locator("html")).toHaveAttribute("dir", dir);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expectNoSidewaysScroll(page);
        if (axe) await expectNoAxeViolations(page);
        await expectNewTabsIsolated(page);
      }
      expect(csp).toEqual([]);
    });
  }
});

test.describe("redirect pages", () => {
  for (const path of redirectPages) {
    test(
      `${path}: leaves for another site without errors or CSP violations`,
      { tag: "@desktop" },
      async ({ page, allowConsoleErrors, baseURL }) => {
        allowConsoleErrors(...(expectedLogs[path] ?? []));
        const csp = await watchCsp(page);
        expect((await page.goto(path))?.status()).toBe(200);
        await page.waitForURL((url) => url.origin !== new URL(baseURL!).origin);
        expect(csp).toEqual([]);
      },
    );
  }

  test.describe("as prerendered, before any script runs", () => {
    for (const path of redirectPages) {
      test(`${path}: no sideways scroll, skip link first, no axe violation on a desktop`, async ({
        page,
        isMobile,
      }) => {
        await withoutPageScripts(page);
        expect((await page.goto(path))?.status()).toBe(200);
        await expect(page.locator("h1")).toHaveCount(1);
        await expectNoSidewaysScroll(page);
        if (!isMobile) await expectNoAxeViolations(page);
        await expectNewTabsIsolated(page);
        await expectSkipLinkFirst(page);
      });
    }
  });
});

test.describe("reduced motion", { tag: "@desktop" }, () => {
  for (const [motion, animated] of [
    ["reduce", false],
    ["no-preference", true],
  ] as const) {
    test(`the redirect spinner ${animated ? "spins" : "stands still"} with prefers-reduced-motion: ${motion}`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: motion });
      await withoutPageScripts(page);
      await page.goto(redirectPages[0]);
      const spinner = page.locator(".animate-spin");
      await expect(spinner).toHaveCount(1);
      const animationName = await spinner.first().evaluate((element) => getComputedStyle(element).animationName);
      expect(animationName !== "none").toBe(animated);
    });
  }
});

/**
 * The site in every published language (issue 13): each page under each prefix, prerendered with its
 * lang and dir; no English interface text left; the language menu and the remembered choice; the
 * Accept-Language redirect; Arabic right to left without overflow and without axe violations.
 */
import type { Browser, Page } from "@playwright/test";
import { site } from "../../app/config/site.ts";
import { localizedPath } from "../../app/i18n/locales.ts";
import { publishedLocales } from "../../app/i18n/published.ts";
import { indexablePaths, noindexPaths } from "../../scripts/site-map.ts";
import { axeViolations } from "./axe-scan.ts";
import { expect, test } from "./fixtures.ts";

const translated = publishedLocales.filter((locale) => locale.prefix);
const pages = [...indexablePaths, ...noindexPaths.filter((path) => path !== "/404"), "/no-such-page"];
const arabic = translated.find((locale) => locale.tag === "ar")!;

/**
 * Text that is the same in every language: names of things (brand, games, executors, resellers,
 * payment methods, platforms, languages), figures, the loader command, and tokens players type.
 */
const sameInEveryLanguage = new Set<string>([
  site.brand.name,
  site.brand.premiumName,
  site.loader,
  site.links.communityPlatform,
  site.partnerBanner.partnerName,
  ...site.games.map((game) => game.title),
  ...site.executors.map((executor) => executor.name),
  ...site.resellers.flatMap((reseller) => [reseller.name, ...reseller.paymentMethods]),
  ...site.stats.map((stat) => stat.value),
  ...site.getKey.freeProviders.map((provider) => provider.name),
  ...publishedLocales.map((locale) => locale.name),
  "Windows",
  "macOS",
  "Android",
  "iOS",
  // Words that are the same in some of our languages (pt-BR, es, id, fil, vi use them as such).
  "Executor",
  "Status",
  "Total",
]);

/** The visible text of a page, line by line, outside the English legal documents (lang="en"). */
async function visibleLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lines = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[lang="en"], script, style, noscript, [hidden], .sr-only')) continue;
      const text = node.textContent?.replace(/\s+/g, " ").trim();
      if (text) lines.add(text);
    }
    return [...lines];
  });
}

async function staticPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.route((url) => url.hostname !== "localhost" && url.hostname !== "127.0.0.1", (route) => route.abort());
  return { context, page: await context.newPage() };
}

test.describe("every page in every language", () => {
  test("is prerendered under each prefix with its lang and dir, canonical and alternates", async ({ request }) => {
    for (const locale of publishedLocales) {
      for (const path of pages) {
        const url = localizedPath(path, locale);
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(path === "/no-such-page" ? 404 : 200);
        const html = await response.text();
        expect(html, url).toContain(`<html lang="${locale.tag}" dir="${locale.dir}"`);
        if ((indexablePaths as readonly string[]).includes(path)) {
          expect(html, url).toContain(`<link rel="canonical" href="${site.brand.siteUrl}${url}"/>`);
          for (const other of publishedLocales) {
            expect(html, url).toContain(`<link rel="alternate" hrefLang="${other.tag}" href="${site.brand.siteUrl}${localizedPath(path, other)}"/>`);
          }
          expect(html, url).toContain(`<link rel="alternate" hrefLang="x-default" href="${site.brand.siteUrl}${path}"/>`);
        }
      }
    }
  });

  test("leaves no English interface text (each language's visible text against English)", async ({ browser }) => {
    test.setTimeout(240_000);
    const { context, page } = await staticPage(browser);
    const leftovers: string[] = [];
    // /discord leaves at once without JavaScript (meta refresh); its words are /ugphone's.
    for (const path of pages.filter((p) => p !== "/discord")) {
      await page.goto(path);
      const english = new Set(await visibleLines(page));
      for (const locale of translated) {
        await page.goto(localizedPath(path, locale));
        for (const line of await visibleLines(page)) {
          if (english.has(line) && !sameInEveryLanguage.has(line) && /\p{L}{2}/u.test(line)) leftovers.push(`${locale.tag} ${path}: "${line}"`);
        }
      }
    }
    await context.close();
    expect(leftovers).toEqual([]);
  });

  test("no page is wider than a 375 px phone in any language", async ({ browser }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    await context.route((url) => url.hostname !== "localhost" && url.hostname !== "127.0.0.1", (route) => route.abort());
    const page = await context.newPage();
    const wide: string[] = [];
    for (const locale of translated) {
      for (const path of pages.filter((p) => p !== "/discord")) {
        const url = localizedPath(path, locale);
        await page.goto(url);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (overflow > 0) wide.push(`${url}: ${overflow} px too wide`);
      }
    }
    await context.close();
    expect(wide).toEqual([]);
  });

  test("legal documents stay English, marked lang=en, with the translated notice that English applies", async ({ browser }) => {
    const { context, page } = await staticPage(browser);
    await page.goto("/ru/terms");
    await expect(page.locator("article[lang='en']")).toContainText("Terms");
    await expect(page.getByTestId("english-governs")).toHaveText(/английском/);
    await page.goto("/terms");
    await expect(page.getByTestId("english-governs")).toHaveCount(0);
    await context.close();
  });
});

test.describe("choosing a language", () => {
  test("the menu links to the same page in each language, named in that language, and works without JavaScript", async ({ browser }) => {
    const { context, page } = await staticPage(browser);
    await page.goto("/getkey");
    await page.locator("summary").filter({ hasText: "English" }).click();
    const links = page.getByRole("link", { name: "Português (Brasil)" });
    await expect(links).toHaveAttribute("href", "/pt-br/getkey?lang=pt-br");
    await expect(links).toHaveAttribute("lang", "pt-BR");
    await links.click();
    await expect(page).toHaveURL(/\/pt-br\/getkey$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await context.close();
  });

  test("Accept-Language pt-BR on / lands on /pt-br; a remembered choice of English stays English", async ({ browser }) => {
    const context = await browser.newContext({ locale: "pt-BR" });
    await context.route((url) => url.hostname !== "localhost" && url.hostname !== "127.0.0.1", (route) => route.abort());
    const page = await context.newPage();
    const response = await page.goto("/joiner?PlaceId=1&ServerId=x");
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/pt-br/joiner?PlaceId=1&ServerId=x");
    expect(response?.status()).toBe(200);
    await page.goto("/");
    expect(new URL(page.url()).pathname).toBe("/pt-br");
    // Choosing English in the menu is remembered: the next visit to an English URL stays English.
    await page.goto("/pt-br?lang=en");
    expect(new URL(page.url()).pathname).toBe("/");
    expect((await context.cookies()).find((cookie) => cookie.name === "rift-lang")?.value).toBe("en");
    await page.goto("/getkey");
    expect(new URL(page.url()).pathname).toBe("/getkey");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await context.close();
  });

  test("browsers asking for English and crawlers are never redirected", async ({ request }) => {
    const cases: Record<string, string>[] = [{ "Accept-Language": "en-US,en;q=0.9" }, {}, { "Accept-Language": "pt-BR", "User-Agent": "Googlebot/2.1" }];
    for (const headers of cases) {
      const response = await request.get("/getkey", { headers, maxRedirects: 0 });
      expect(response.status(), JSON.stringify(headers)).toBe(200);
    }
  });
});

test.describe("Arabic, right to left", () => {
  for (const path of ["/", "/getkey", "/resellers", "/joiner", "/executors", "/terms"]) {
    test(`${path} mirrors without overflow at 375 px and passes axe`, async ({ page, hydrated, allowConsoleErrors }) => {
      allowConsoleErrors("Missing PlaceId or ServerId");
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(localizedPath(path, arabic));
      await hydrated();
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("a copy toast speaks the page's language", async ({ page, hydrated, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.goto("/pt-br");
    await hydrated();
    await page.getByRole("button", { name: "Pegar script" }).click();
    await expect(page.getByText("Script copiado!", { exact: false }).first()).toBeVisible();
  });
});

/**
 * The site in every published language (issues 13 and 19): each page under each prefix, prerendered
 * with its lang and dir; every string a visitor meets, before and after interaction (visible text,
 * screen-reader text, aria-label, title, alt, placeholder, toasts, form errors, join results, the
 * ad-block modal), compared with English so none is left untranslated; axe and the 375 px overflow
 * check on every page of every language, English included, before and after hydration; in Arabic,
 * every link, scheme and code isolated left to right; the language menu and the remembered choice;
 * the Accept-Language redirect.
 */
import type { Browser } from "@playwright/test";
import { site } from "../../app/config/site.ts";
import { localizedPath } from "../../app/i18n/locales.ts";
import { publishedLocales } from "../../app/i18n/published.ts";
import { indexablePaths } from "../../app/lib/page-paths.ts";
import { expect, test as base } from "./fixtures.ts";
import { codePattern, messagesOf, sitePages, walkConsoleErrors, walkInputs, walkSite } from "./visitor-strings.ts";

const translated = publishedLocales.filter((locale) => locale.prefix);
const english = publishedLocales.find((locale) => !locale.prefix)!;
const pages = sitePages;

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
  ...walkInputs,
  "Windows",
  "macOS",
  "Android",
  "iOS",
  // Words that are the same in some of our languages (pt-BR, es, id, fil, vi use them as such).
  "Executor",
  "Status",
  "Total",
]);

/**
 * Words a line may hold and still be the same in another language: the names above, Roblox's own
 * terms players use untranslated (Place, Server, JobId). A line made of these words and codes
 * (figures, ids, links) is not an English leftover: "Server 0a1b2c3d…" in id.
 */
const sameWords = new Set([
  ...[...sameInEveryLanguage].flatMap((name) => name.split(/\s+/)),
  "Roblox",
  // The players' word in Spanish too (app/i18n/glossary.md): /es/status's heading "Executors".
  "Executors",
  "Place",
  "Server",
  "JobId",
  "PlaceId",
  "ServerId",
]);

/** A line met in a translated page that is English left over: met in English too, and more than names and codes. */
function leftOver(line: string, englishLines: Set<string>): boolean {
  if (!englishLines.has(line) || sameInEveryLanguage.has(line) || !/\p{L}{2}/u.test(line)) return false;
  const words = line
    .replace(new RegExp(codePattern, "gi"), " ")
    .replace(/[\p{P}\p{S}\d]+/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
  return !words.every((word) => sameWords.has(word));
}

/** The English strings, read once per worker with the same walk, for the translated pages to be compared with. */
const test = base.extend<object, { englishLines: Set<string> }>({
  englishLines: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
      await context.route(
        (url) => url.host !== new URL(baseURL).host,
        (route) =>
          route.request().url().startsWith(site.thirdParty.adScriptUrl)
            ? route.fulfill({ status: 200, contentType: "text/javascript", body: "window.adsbygoogle = [];" })
            : route.fulfill({ status: 200, contentType: "application/json", body: "{}" }),
      );
      const report = await walkSite(await context.newPage(), english, false);
      await context.close();
      await use(report.lines);
    },
    { scope: "worker", timeout: 180_000 },
  ],
});

async function staticPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.route(
    (url) => url.hostname !== "localhost" && url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
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
            expect(html, url).toContain(
              `<link rel="alternate" hrefLang="${other.tag}" href="${site.brand.siteUrl}${localizedPath(path, other)}"/>`,
            );
          }
          expect(html, url).toContain(
            `<link rel="alternate" hrefLang="x-default" href="${site.brand.siteUrl}${path}"/>`,
          );
        }
      }
    }
  });

  test("no page is wider than a 375 px phone in any language, English included, before hydration", async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    await context.route(
      (url) => url.hostname !== "localhost" && url.hostname !== "127.0.0.1",
      (route) => route.abort(),
    );
    const page = await context.newPage();
    const wide: string[] = [];
    for (const locale of publishedLocales) {
      for (const path of pages.filter((p) => p !== "/discord")) {
        const url = localizedPath(path, locale);
        await page.goto(url);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (overflow > 0) wide.push(`${url}: ${overflow} px too wide`);
      }
    }
    await context.close();
    expect(wide).toEqual([]);
  });

  test("legal documents stay English, marked lang=en, with the translated notice that English applies", async ({
    browser,
  }) => {
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
  test("the menu links to the same page in each language, named in that language, and works without JavaScript", async ({
    browser,
  }) => {
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

  test("Accept-Language pt-BR on / lands on /pt-br; a remembered choice of English stays English", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "pt-BR" });
    await context.route(
      (url) => url.hostname !== "localhost" && url.hostname !== "127.0.0.1",
      (route) => route.abort(),
    );
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
    const cases: Record<string, string>[] = [
      { "Accept-Language": "en-US,en;q=0.9" },
      {},
      { "Accept-Language": "pt-BR", "User-Agent": "Googlebot/2.1" },
    ];
    for (const headers of cases) {
      const response = await request.get("/getkey", { headers, maxRedirects: 0 });
      expect(response.status(), JSON.stringify(headers)).toBe(200);
    }
  });
});

test.describe("every string a visitor meets, before and after interaction, at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test(`${english.tag}: every page and interaction fits a phone and passes axe`, async ({
    page,
    context,
    baseURL,
    allowConsoleErrors,
  }) => {
    test.setTimeout(360_000);
    allowConsoleErrors(...walkConsoleErrors);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    const { overflow, axe } = await walkSite(page, english, true);
    expect({ overflow, axe }).toEqual({ overflow: [], axe: [] });
  });

  for (const locale of translated) {
    const rtl = locale.dir === "rtl" ? ", links and codes isolated left to right" : "";
    test(`${locale.tag}: nothing left in English, every page and interaction fits a phone and passes axe${rtl}`, async ({
      page,
      context,
      baseURL,
      allowConsoleErrors,
      englishLines,
    }) => {
      test.setTimeout(360_000);
      allowConsoleErrors(...walkConsoleErrors);
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
      const { lines, overflow, axe, bidi } = await walkSite(page, locale, true);
      const leftovers = [...lines].filter((line) => leftOver(line, englishLines));
      expect({ leftovers, overflow, axe, bidi }).toEqual({ leftovers: [], overflow: [], axe: [], bidi: [] });
      // The walk read what it came for, the words after interaction included.
      const m = messagesOf[locale.tag];
      for (const text of [
        m.toasts.loaderCopyFailed.title,
        m.joiner.result.copied.title,
        m.adBlock.title,
        m.joiner.recent.joined.justNow,
      ]) {
        expect(
          [...lines].some((line) => line.includes(text)),
          text,
        ).toBe(true);
      }
    });
  }
});

test.describe("toasts", () => {
  test("a copy toast speaks the page's language", async ({ page, hydrated, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.goto("/pt-br");
    await hydrated();
    await page.getByRole("button", { name: "Pegar script" }).click();
    await expect(page.getByText("Script copiado!", { exact: false }).first()).toBeVisible();
  });
});

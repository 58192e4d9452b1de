/**
 * Shared browser-test fixtures. Every request to another host is intercepted and answered here
 * (the tests never reach the internet) and recorded, so tests assert on the URLs the site tried to
 * reach. Each test also fails on any uncaught page error or unexpected console error.
 */
import { test as base, expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { site } from "../../app/config/site.ts";

export { expect };

export type AdNetwork = "loads" | "blocked" | "empty";
export type Country = string | "fail" | "hang" | "bad-json";

interface Options {
  /** How the ad-network script answers: loads and defines the ad object, blocked by a filter list, or loads but defines nothing. */
  adNetwork: AdNetwork;
  /** What the geolocation lookup answers: a country code, a network failure, no answer at all, or broken JSON. */
  country: Country;
}

interface Fixtures {
  /** Absolute URLs of every request (including navigations and new tabs) to another host. */
  external: string[];
  /** Console errors and page errors the current test expects (matched as substrings); any other fails the test. */
  allowConsoleErrors: (...patterns: (string | RegExp)[]) => void;
  /**
   * Waits until the page is fully interactive: React has hydrated it and its toasts are ready, or the
   * page has no React at all (no island: it is complete as HTML once parsed).
   */
  hydrated: (page?: Page) => Promise<void>;
}

const adScript = new URL(site.thirdParty.adScriptUrl);
const geolocation = new URL(site.thirdParty.geolocationEndpoint);

export const test = base.extend<Options & Fixtures>({
  adNetwork: ["loads", { option: true }],
  country: ["US", { option: true }],

  external: async ({ context, adNetwork, country, baseURL }, use) => {
    const seen: string[] = [];
    await interceptOtherHosts(context, new URL(baseURL!).host, seen, adNetwork, country);
    await use(seen);
  },

  // Playwright requires the object pattern even when a fixture uses no other fixture.
  // oxlint-disable-next-line no-empty-pattern
  allowConsoleErrors: async ({}, use, testInfo) => {
    const allowed: (string | RegExp)[] = [];
    (testInfo as unknown as { allowed: typeof allowed }).allowed = allowed;
    await use((...patterns) => allowed.push(...patterns));
  },

  page: async ({ page, external, allowConsoleErrors }, use, testInfo) => {
    void external;
    void allowConsoleErrors;
    const problems: string[] = [];
    const allowed = (testInfo as unknown as { allowed: (string | RegExp)[] }).allowed;
    const expected = (text: string) => allowed.some((p) => (typeof p === "string" ? text.includes(p) : p.test(text)));
    page.on("pageerror", (error) => expected(error.message) || problems.push(`pageerror: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error" && !expected(message.text())) problems.push(`console.error: ${message.text()}`);
    });
    await use(page);
    expect(problems, "the page raised errors").toEqual([]);
  },

  hydrated: async ({ page }, use) => {
    await use(async (target = page) => {
      await target.waitForFunction(
        () =>
          document.documentElement.dataset.hydrated === "true" ||
          (document.readyState !== "loading" && !document.querySelector("astro-island")),
      );
    });
  },
});

/** Clicks a control that opens a new tab and returns that tab once it has loaded. */
export async function newTabFrom(control: Locator): Promise<Page> {
  const popup = control.page().context().waitForEvent("page");
  await control.click();
  const tab = await popup;
  await tab.waitForLoadState();
  return tab;
}

/** What rel="noopener noreferrer" promises: the new tab has no handle on our page and no referrer. */
export async function expectIsolated(tab: Page) {
  expect(await tab.evaluate(() => [window.opener, document.referrer])).toEqual([null, ""]);
}

async function interceptOtherHosts(
  context: BrowserContext,
  ownHost: string,
  seen: string[],
  adNetwork: AdNetwork,
  country: Country,
) {
  await context.route(
    (url) => url.host !== ownHost,
    async (route) => {
      const url = new URL(route.request().url());
      seen.push(url.href);
      if (url.origin + url.pathname === adScript.origin + adScript.pathname) {
        if (adNetwork === "blocked") return route.abort("blockedbyclient");
        const body = adNetwork === "loads" ? "window.adsbygoogle = window.adsbygoogle || [];" : "/* no ad object */";
        return route.fulfill({ status: 200, contentType: "text/javascript", body });
      }
      if (url.origin === geolocation.origin) {
        if (country === "fail") return route.abort("connectionrefused");
        if (country === "hang") return; // never answered
        if (country === "bad-json")
          return route.fulfill({ status: 200, contentType: "application/json", body: "{not json" });
        return route.fulfill({
          status: 200,
          contentType: "application/json",
          headers: { "Access-Control-Allow-Origin": "*" },
          body: JSON.stringify({ ip: "203.0.113.7", country }),
        });
      }
      // Outbound navigations (stores, providers, invites, new tabs) land on a blank stand-in page.
      return route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<!doctype html><title>External stand-in</title>",
      });
    },
  );
}

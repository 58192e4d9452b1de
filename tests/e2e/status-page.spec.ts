/**
 * What the CLI changes in this run's status database (DATA_DIR), as players read it: /status and
 * /status.atom (issue 28) show a change at the next request, notes are text everywhere, the history names
 * each day's status in text, the page reads right without JavaScript in every language; the landing page
 * shows a change without a rebuild or restart (issue 11); /status.json answers 304 while nothing changes.
 *
 * Every browser test that changes the database or build/client/status.json, or reads an answer made from
 * them, is in this file, and the file runs in order in one worker (mode "serial"). Split over two files,
 * two workers ran them at once and broke each other: one restored the served file over the other's
 * change, and a change made between two requests turned the other's expected 304 into a 200. A file is
 * what Playwright runs in one worker; a project of their own would do the same at the cost of one more
 * project and its own command line.
 *
 * It runs on both engines: the compiled Node server ("desktop"), and the Worker in Cloudflare's runtime with its
 * own local D1, changed by the CLI's --cloudflare ("cloudflare-status", issue 41).
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { axeViolations } from "./axe-scan.ts";
import { expect, test } from "./fixtures.ts";
import { hubName } from "./config.ts";
import { localizedPath } from "../../app/i18n/locales.ts";
import { publishedLocales } from "../../app/i18n/published.ts";
import { messagesOf } from "./visitor-strings.ts";
import { statusSpecDataDir } from "../wrangler-server.ts";

test.describe.configure({ mode: "serial" });

const served = "build/client/status.json";
/** The "cloudflare-status" project: the Worker in Cloudflare's runtime, its local D1 in statusSpecDataDir() (issue 41). */
const onCloudflare = () => test.info().project.name === "cloudflare-status";
/**
 * The compiled CLI, as `npm run status` runs it, on this run's database: the Node server's (DATA_DIR), writing only
 * the served copy; or, with --cloudflare, the Worker's local D1 (no copy written).
 */
function cli(...args: string[]) {
  const edge = onCloudflare();
  const run = spawnSync(
    process.execPath,
    ["build/server/status.js", ...(edge ? ["--cloudflare"] : ["--dir=build/client"]), ...args],
    { encoding: "utf8", env: edge ? { ...process.env, DATA_DIR: statusSpecDataDir() } : process.env },
  );
  expect(run.status, run.stderr).toBe(0);
  return run;
}
/** The served copy as it was, put back after a test whose CLI wrote it (Node only). */
const keepServed = () => {
  const original = onCloudflare() ? undefined : readFileSync(served, "utf8");
  return () => original !== undefined && writeFileSync(served, original);
};
const hostile = `Rollback <b>soon</b> <img src=x onerror="window.ran=1"> @everyone`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * When the server says an incident began (its feed entry's <published>), as /status writes it: "14:05 UTC"
 * on the day it began, "Nov 24, 2026, 14:05 UTC" after; both are allowed, so the test holds across midnight UTC.
 */
async function beganAt(request: APIRequestContext, title: string) {
  const xml = await (await request.get("/status.atom")).text();
  const published = new RegExp(
    `<title type="text">${escape(title)}</title>[\\s\\S]*?<published>([^<]+)</published>`,
  ).exec(xml)?.[1];
  expect(published, `the feed has "${title}"`).toBeDefined();
  const instant = new Date(published!);
  const day = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" }).format(instant);
  return { day, time: `(${escape(day)}, )?${published!.slice(11, 16)} UTC` };
}

test.describe("/status", () => {
  let restore = () => {};
  test.beforeAll(() => {
    restore = keepServed();
  });
  test.afterAll(() => {
    cli("set", "dead-rails", "operational");
    restore();
  });

  test("a change is on the page and in the feed at once; it lasts, then it has a duration", async ({
    page,
    request,
  }) => {
    // Its first answers after the change render every live path anew: slow on a busy machine, in the Worker most.
    test.setTimeout(60_000);
    cli("set", "dead-rails", "down", hostile);
    const { time } = await beganAt(request, "Dead Rails: Down");
    await page.goto("/status");
    await expect(page).toHaveTitle("Status | Rift");
    const incident = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Dead Rails: Down" }) })
      .first();
    await expect(incident).toContainText(new RegExp(`Down since ${time}`));
    // The note as written: no element made from it, no script run.
    await expect(incident.getByText(hostile, { exact: true })).toBeVisible();
    await expect(page.locator("main b, main img")).toHaveCount(0);
    expect(await page.evaluate(() => "ran" in window)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    const feed = await request.get("/status.atom");
    expect(feed.headers()["content-type"]).toMatch(/^application\/atom\+xml/);
    const xml = await feed.text();
    expect(xml).toContain('<title type="text">Dead Rails: Down</title>');
    expect(xml).toContain(
      "Rollback &lt;b&gt;soon&lt;/b&gt; &lt;img src=x onerror=&quot;window.ran=1&quot;&gt; @everyone",
    );
    const id = /<id>([^<]*#incident-\d+)<\/id>\s*<title type="text">Dead Rails: Down</.exec(xml)?.[1];
    expect(id).toBeTruthy();

    cli("set", "dead-rails", "operational");
    await page.reload();
    await expect(
      page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: "Dead Rails: Down" }) })
        .first(),
    ).toContainText(new RegExp(`Down for \\d+ s · Began ${time}`));
    const resolved = await (await request.get("/status.atom")).text();
    // The same entry, now resolved.
    expect(resolved).toContain(`<id>${id}</id>\n    <title type="text">Resolved: Dead Rails: Down</title>`);
  });

  test("each game's 90 days: one mark per day, its status in text; the day of a change is marked with that day's worst", async ({
    page,
    request,
  }) => {
    cli("set", "dead-rails", "degraded", "Slow");
    cli("set", "dead-rails", "operational");
    // The day the server recorded the change on, not the test's: the page may be rendered the next day (UTC).
    const { day } = await beganAt(request, "Resolved: Dead Rails: Degraded");
    await page.goto("/status");
    const strip = page.getByRole("list", { name: "Dead Rails, one mark per day, oldest first" });
    await expect(strip.getByRole("listitem")).toHaveCount(90);
    // Degraded, or Down: the first test's Down may have been on the same day.
    await expect(strip.getByRole("listitem").filter({ hasText: `${day}: ` })).toHaveText(
      new RegExp(`^${escape(day)}: (Degraded|Down)$`),
    );
    // The same day in words under the strip, for eyes that cannot tell its colour.
    await expect(strip.locator("xpath=following-sibling::p[1]")).toContainText(
      new RegExp(`${escape(day)}: (Degraded|Down)`),
    );
  });

  test("the notice says its level in words, with the operator's text as written", async ({ page }) => {
    cli("notice", "warning", "Servers <b>restart</b> at 22:00 UTC");
    try {
      await page.goto("/status");
      await expect(page.getByRole("note")).toHaveText("Warning: Servers <b>restart</b> at 22:00 UTC");
    } finally {
      cli("notice", "clear");
    }
  });

  test("without JavaScript, in Portuguese: its own title, lang, statuses and feed link", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/pt-br/status");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      "href",
      "/pt-br/status.atom",
    );
    await expect(page.getByRole("heading", { name: "Blox Fruits" })).toBeVisible();
    const feed = await context.request.get("/pt-br/status.atom");
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('xml:lang="pt-BR"');
    await context.close();
  });

  test("the landing page and /executors link to it in their language", async ({ page }) => {
    for (const [from, to] of [
      ["/", "/status"],
      ["/executors", "/status"],
      ["/es", "/es/status"],
      ["/ar/executors", "/ar/status"],
    ]) {
      await page.goto(from!);
      await expect(page.locator(`footer a[href="${to}"]`)).toHaveCount(1);
    }
  });
});

test.describe("the live status outside /status", () => {
  const card = (page: Page, title: string) =>
    page.getByRole("link", { name: `Play ${title} with ${hubName} script hub`, exact: true });

  test("status.json is served uncached-but-validated: no-cache, an ETag, 304 when unchanged", async ({ request }) => {
    const first = await request.get("/status.json");
    expect(first.status()).toBe(200);
    expect(first.headers()["cache-control"]).toBe("no-cache");
    const etag = first.headers()["etag"];
    expect(etag).toBeTruthy();
    const again = await request.get("/status.json", { headers: { "if-none-match": etag } });
    expect(again.status()).toBe(304);
  });

  test("the first HTML of the landing page and /executors, in every language, is the store's, without JavaScript", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const restore = keepServed();
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    try {
      cli("set", "grow-a-garden", "down", "Patched by the update");
      cli("executor", "Delta", "patched");
      for (const locale of publishedLocales) {
        const m = messagesOf[locale.tag];
        await page.goto(localizedPath("/", locale));
        const grid = page.getByTestId("games-grid");
        await expect(grid.locator("a[data-status=down]"), locale.tag).toHaveCount(1);
        await expect(grid.locator("a[data-status=down]"), locale.tag).toContainText(m.status.game.down);
        await expect(grid.locator("a[data-status=down]"), locale.tag).toContainText("Patched by the update");
        await page.goto(localizedPath("/executors", locale));
        await expect(page.locator("tr[data-executor='Delta']"), locale.tag).toContainText(m.status.executor.patched);
      }
    } finally {
      await context.close();
      cli("set", "grow-a-garden", "operational");
      cli("executor", "Delta", "working");
      restore();
    }
  });

  test("an open landing page, game page, /status and /executors show a change the CLI made within 30 s, without a reload", async ({
    page,
    hydrated,
  }) => {
    test.setTimeout(90_000);
    const restore = keepServed();
    await page.clock.install();
    /**
     * Opens `path`, has the CLI make a change, moves the page's clock on: the change is on the page within 60 s. The
     * page asks every 30 s from a timer its island or boot script starts a moment after hydration, which on a loaded
     * machine can be after the first 30 s were run: then the second 30 s show it.
     */
    const follows = async (path: string, change: string[], shown: () => Promise<void>) => {
      await page.goto(path);
      await hydrated(page);
      cli(...change);
      await page.clock.runFor(30_000);
      await shown().catch(async () => {
        await page.clock.runFor(30_000);
        await shown();
      });
    };
    try {
      await follows("/", ["set", "grow-a-garden", "degraded", "Slow after the update"], async () => {
        await expect(card(page, "Grow a Garden")).toHaveAttribute("data-status", "degraded");
        await expect(card(page, "Grow a Garden")).toContainText("Slow after the update");
      });
      await follows("/games/grow-a-garden", ["set", "grow-a-garden", "down", "Patched by the update"], async () => {
        await expect(page.locator("[data-live-region=now]")).toContainText("Patched by the update");
        // The loader command's island is outside the regions: still hydrated, still a button.
        await expect(page.getByRole("button", { name: "Get Script" })).toBeEnabled();
      });
      await follows("/status", ["set", "grow-a-garden", "degraded", "Back soon"], async () => {
        await expect(page.locator("[data-live-region]")).toContainText("Back soon");
      });
      await follows("/executors", ["executor", "Xeno", "patched"], async () => {
        await expect(page.locator("tr[data-executor='Xeno']")).toContainText("Patched");
      });
    } finally {
      cli("set", "grow-a-garden", "operational");
      cli("executor", "Xeno", "working");
      restore();
    }
  });

  test("the CLI changes a game on the running site: the next landing page load shows it", async ({ page }) => {
    // Only the served folder's copy is written, so public/ stays untouched.
    const restore = keepServed();
    try {
      await page.goto("/");
      await expect(card(page, "Grow a Garden").getByText("Operational")).toBeVisible();
      const changed = cli("set", "grow-a-garden", "degraded", "Slow after the update");
      expect(changed.stderr).toBe("");
      await page.reload();
      await expect(card(page, "Grow a Garden").getByText("Degraded")).toBeVisible();
      await expect(card(page, "Grow a Garden")).toContainText("Slow after the update");
      await expect(page.getByText(/^Updated (just now|1 minute ago)$/)).toBeVisible();
    } finally {
      cli("set", "grow-a-garden", "operational");
      restore();
    }
  });
});

test.describe("maintenance announced ahead (issue 43)", () => {
  test("a window in three hours: on the landing page's notice and under /status's heading, in every language; gone once cancelled", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const hour = 3_600_000;
    const from = new Date(Date.now() + 3 * hour).toISOString();
    const to = new Date(Date.now() + 5 * hour).toISOString();
    const note = "Key system move <b>";
    const id = cli("maintenance", "fisch", "--from", from, "--to", to, "--note", note)
      .stdout.trim()
      .split("\n")
      .at(-1)!;
    expect(id).toMatch(/^\d+$/);
    try {
      for (const locale of publishedLocales) {
        const m = messagesOf[locale.tag];
        // The sentence around its game and time, as this language words it.
        const [before, between] = m.status.maintenanceSoon("{game}", "{when}").split(/\{game\}|\{when\}/);
        await page.goto(localizedPath("/", locale));
        const notice = page.getByTestId("status-notice");
        await expect(notice).toContainText(`${before}Fisch${between}`);
        await expect(notice).toContainText(note);
        await page.goto(localizedPath("/status", locale));
        const heading = page.getByRole("heading", { level: 2, name: m.maintenance.heading });
        await expect(heading, locale.tag).toBeVisible();
        await expect(page.getByRole("region", { name: m.maintenance.heading })).toContainText(note);
      }
      // In English, the window as written: its start with its date, its end's date only on another UTC day.
      const utc = (iso: string, date: boolean) =>
        `${new Intl.DateTimeFormat("en", { ...(date && { dateStyle: "medium" as const }), timeStyle: "short", hourCycle: "h23", timeZone: "UTC" }).format(new Date(iso))} UTC`;
      await page.goto("/status");
      await expect(page.getByRole("region", { name: "Scheduled maintenance" })).toContainText(
        `Fisch: ${utc(from, true)} – ${utc(to, from.slice(0, 10) !== to.slice(0, 10))} (2 h)`,
      );
    } finally {
      cli("maintenance", "cancel", id);
    }
    await page.goto("/");
    await expect(page.getByTestId("status-notice")).not.toContainText("Maintenance planned");
    expect((await (await page.request.get("/status.json")).json()).maintenance).toEqual([]);
  });
});

/**
 * /status and /status.atom (issue 28): what players read. A change made with the CLI on this run's database
 * is on the page and in the feed at the next request, notes are text everywhere, the history names each
 * day's status in text, and the page reads right without JavaScript, in every language.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";

const served = "build/client/status.json";
/** The compiled CLI, as `npm run status` runs it, on this run's database (DATA_DIR), writing only the served copy. */
function cli(...args: string[]) {
  const run = spawnSync(process.execPath, ["build/server/status.js", "--dir=build/client", ...args], {
    encoding: "utf8",
  });
  expect(run.status, run.stderr).toBe(0);
}
const hostile = `Rollback <b>soon</b> <img src=x onerror="window.ran=1"> @everyone`;

test.describe("/status", () => {
  // The tests change the same game in the one database.
  test.describe.configure({ mode: "serial" });
  let original = "";
  test.beforeAll(() => {
    original = readFileSync(served, "utf8");
  });
  test.afterAll(() => {
    cli("set", "dead-rails", "operational");
    writeFileSync(served, original);
  });

  test("a change is on the page and in the feed at once; it lasts, then it has a duration", async ({
    page,
    request,
  }) => {
    cli("set", "dead-rails", "down", hostile);
    await page.goto("/status");
    await expect(page).toHaveTitle("Status | Rift");
    const incident = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Dead Rails: Down" }) })
      .first();
    await expect(incident).toContainText(/Down since \d\d:\d\d UTC/);
    // The note as written: no element made from it, no script run.
    await expect(incident.getByText(hostile, { exact: true })).toBeVisible();
    await expect(page.locator("main b, main img")).toHaveCount(0);
    expect(await page.evaluate(() => "ran" in window)).toBe(false);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

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
    ).toContainText(/Down for \d+ s · Began \d\d:\d\d UTC/);
    const resolved = await (await request.get("/status.atom")).text();
    // The same entry, now resolved.
    expect(resolved).toContain(`<id>${id}</id>\n    <title type="text">Resolved: Dead Rails: Down</title>`);
  });

  test("each game's 90 days: one mark per day, its status in text; today's is the worst of the day", async ({
    page,
  }) => {
    cli("set", "dead-rails", "degraded", "Slow");
    cli("set", "dead-rails", "operational");
    await page.goto("/status");
    const strip = page.getByRole("list", { name: "Dead Rails, one mark per day, oldest first" });
    await expect(strip.getByRole("listitem")).toHaveCount(90);
    const today = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" }).format(new Date());
    await expect(strip.getByRole("listitem").last()).toHaveText(new RegExp(`^${today}: (Degraded|Down)$`));
    // The same day in words under the strip, for eyes that cannot tell its colour.
    await expect(strip.locator("xpath=following-sibling::p[1]")).toContainText(new RegExp(`${today}: (Degraded|Down)`));
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

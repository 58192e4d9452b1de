/**
 * A page for every game (issue 42), as a player searching for their game reads it: from its landing card, in
 * English, Portuguese and Arabic on a phone; what the script does, whether it works now (a change with the CLI
 * shows at once, on the page and on its badge), its uptime, Play in a new tab, Get Script at first paint.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { axeViolations } from "./axe-scan.ts";
import { site } from "../../app/config/site.ts";
import { expect, test } from "./fixtures.ts";

const served = "build/client/status.json";
/** The compiled CLI on this run's database (DATA_DIR), writing only the served copy. */
function cli(...args: string[]) {
  const run = spawnSync(process.execPath, ["build/server/status.js", "--dir=build/client", ...args], {
    encoding: "utf8",
  });
  expect(run.status, run.stderr).toBe(0);
}
const fisch = site.games.find((game) => game.title === "Fisch")!;

test.describe("a game's page", () => {
  test.describe.configure({ mode: "serial" });
  let original = "";
  test.beforeAll(() => {
    original = readFileSync(served, "utf8");
  });
  test.afterAll(() => {
    cli("set", "fisch", "operational");
    writeFileSync(served, original);
  });

  test("its landing card leads to it; it says what the script does, its status, its uptime @mobile", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Fisch status and features", exact: true }).click();
    await expect(page).toHaveURL(/\/games\/fisch$/);
    await expect(page).toHaveTitle("Fisch | Rift");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fisch");
    const features = page
      .getByRole("heading", { name: "What the script does" })
      .locator("xpath=following-sibling::ul[1]");
    await expect(features.getByRole("listitem")).toHaveText([...fisch.features]);
    await expect(page.getByText(/^\d{1,3}\.\d% operational in the last 30 days$/)).toBeVisible();
    await expect(page.getByText(/^\d{1,3}\.\d% operational in the last 90 days$/)).toBeVisible();
    await expect(page.getByText("Scheduled maintenance is not counted as downtime.")).toBeVisible();
    const play = page.getByRole("link", { name: "Play Fisch" });
    await expect(play).toHaveAttribute("href", fisch.gameUrl);
    await expect(play).toHaveAttribute("target", "_blank");
    await expect(play).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByRole("link", { name: "All statuses" })).toHaveAttribute("href", "/status");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    const breadcrumb = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(breadcrumb).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Rift" },
        { position: 2, name: "Fisch" },
      ],
    });
  });

  test("a change with the CLI is on the page and its badge at once; a note is text", async ({ page, request }) => {
    const note = `<img src=x onerror="window.ran=1"> fixing`;
    cli("set", "fisch", "down", note);
    await page.goto("/games/fisch");
    await expect(page.getByText("Down", { exact: true }).first()).toBeVisible();
    // The note as written: beside the status, and in the incident it began.
    await expect(page.getByText(note, { exact: true })).toHaveCount(2);
    expect(await page.evaluate(() => "ran" in window)).toBe(false);
    const badge = await request.get("/status/fisch.svg");
    expect(badge.headers()["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(badge.headers()["cache-control"]).toBe("public, max-age=60, must-revalidate");
    expect(await badge.text()).toContain("<title>Fisch: Down</title>");
    expect((await request.get("/status/no-such-game.svg")).status()).toBe(404);
  });

  test("in Portuguese and Arabic: its language's words, right to left in Arabic, Get Script at first paint @mobile", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    for (const [path, lang, dir] of [
      ["/pt-br/games/fisch", "pt-BR", "ltr"],
      ["/ar/games/fisch", "ar", "rtl"],
    ] as const) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fisch");
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    }
    // Before the island hydrates, the button already copies (app/boot/early-copy.ts).
    await page.goto("/games/fisch", { waitUntil: "commit" });
    await page.locator("button[data-copy]").click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(site.loader);
  });

  test("/status links each game to its page", async ({ page }) => {
    await page.goto("/status");
    for (const game of site.games)
      await expect(page.getByRole("link", { name: game.title, exact: true }).first()).toHaveAttribute(
        "href",
        `/games/${game.title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
      );
  });
});

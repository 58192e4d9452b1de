/**
 * Live status on an open page: the statuses its first HTML was rendered with at once (the store's, which this
 * run's database starts from the seed), then the live status.json every 30 s of the page's clock while it is
 * open (answered here, never from the run's database), nothing changed (and no error on screen) when that file
 * is missing, broken or slow. What the operator CLI changes on the running site, and /status.json's own
 * answers, are in status-page.spec.ts with every other test that changes or reads the run's database.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { axeViolations } from "./axe-scan.ts";
import { executors } from "../../app/config/executors.ts";
import type { StatusFile } from "../../app/config/status-schema.ts";
import { expect, test } from "./fixtures.ts";
import { runPageTimers } from "./page-clock.ts";
import { firstGame, gameSlug, hubName, middleGame, otherGame } from "./config.ts";

const committed = JSON.parse(readFileSync("public/status.json", "utf8")) as StatusFile;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function liveFile(change: (file: StatusFile) => void): StatusFile {
  const file = structuredClone(committed);
  change(file);
  return file;
}

async function serveStatus(page: Page, body: string | null, status = 200) {
  const requests: string[] = [];
  await page.route("**/status.json", (route) => {
    requests.push(route.request().url());
    // null: the request is never answered (the site must give up on its own).
    if (body === null) return;
    return route.fulfill({ status, contentType: "application/json", body });
  });
  return requests;
}

const card = (page: Page, title: string) =>
  page.getByRole("link", { name: `Play ${title} with ${hubName} script hub`, exact: true });

test.describe("live status", () => {
  test("an open landing page follows the live file within 30 s: status in words, note, notice, how fresh", async ({
    page,
    hydrated,
  }) => {
    const live = liveFile((file) => {
      file.updatedAt = minutesAgo(12);
      file.games[gameSlug(otherGame.title)] = { status: "down", note: "Fixing after the update" };
      file.games[gameSlug(middleGame.title)] = { status: "maintenance" };
      file.notice = { level: "warning", text: `Roblox updated: ${hubName} is being updated` };
    });
    const requests = await serveStatus(page, JSON.stringify(live));
    await page.clock.install();
    await page.goto("/");
    await hydrated(page);
    expect(requests, "nothing asked before the first 30 s: the page's HTML is current").toHaveLength(0);
    await runPageTimers(page, 30_000);
    await expect(card(page, otherGame.title).getByText("Down", { exact: true })).toBeVisible();
    await expect(card(page, otherGame.title)).toHaveAccessibleDescription("Down Fixing after the update");
    await expect(card(page, otherGame.title)).toHaveAttribute("data-status", "down");
    await expect(card(page, middleGame.title).getByText("Maintenance")).toBeVisible();
    await expect(card(page, firstGame.title).getByText("Operational")).toBeVisible();
    await expect(page.getByTestId("status-notice")).toHaveText(`Warning: Roblox updated: ${hubName} is being updated`);
    await expect(page.getByText("Updated 12 minutes ago")).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]).pathname).toBe("/status.json");
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const [name, body, status] of [
    ["a 404", "Not found", 404],
    ["malformed JSON", '{ "updatedAt": ', 200],
    ["an empty file", "", 200],
    [
      "a wrong shape",
      JSON.stringify({ ...committed, games: { [gameSlug(otherGame.title)]: { status: "exploded" } } }),
      200,
    ],
    ["no answer at all", null, 200],
  ] as const) {
    test(`${name}: the rendered statuses stay, one warning, nothing on screen`, async ({
      page,
      hydrated,
      allowConsoleErrors,
    }) => {
      // The browser itself logs a failed fetch as an error; the site adds only its one warning.
      if (status === 404) allowConsoleErrors("Failed to load resource: the server responded with a status of 404");
      const warnings: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "warning" && message.text().startsWith("Live status:")) warnings.push(message.text());
      });
      const requests = await serveStatus(page, body, status);
      await page.clock.install();
      await page.goto("/");
      await hydrated(page);
      // What the page was rendered with (the run's database, which other tests change meanwhile).
      const shown = async () => ({
        cards: await page
          .locator("[data-testid=games-grid] a[data-status]")
          .evaluateAll((links) => links.map((link) => link.getAttribute("data-status"))),
        notice: await page.getByTestId("status-notice").textContent(),
      });
      const before = await shown();
      await runPageTimers(page, 30_000);
      await expect.poll(() => requests.length).toBe(1);
      // The site gives up after liveStatus.timeoutMs (4 s) when nothing answers.
      await runPageTimers(page, 5_000);
      await expect.poll(() => warnings.length, { timeout: 8_000 }).toBe(1);
      expect(await shown()).toEqual(before);
      await expect(page.getByRole("alert")).toHaveCount(0);
      await expect(page.locator("[data-toast], [data-early-toast]")).toHaveCount(0);
    });
  }

  test("/executors lists the configured executors with live statuses, linked without referrer", async ({
    page,
    hydrated,
  }) => {
    const live = liveFile((file) => {
      file.executors = file.executors.map((e) =>
        e.name === "Delta" ? { ...e, status: "patched", checkedAt: minutesAgo(3) } : e,
      );
    });
    await serveStatus(page, JSON.stringify(live));
    await page.clock.install();
    await page.goto("/executors");
    await hydrated(page);
    await runPageTimers(page, 30_000);
    await expect(page.getByRole("heading", { level: 1, name: "Executor status" })).toBeVisible();
    await expect(page.locator("tbody tr")).toHaveCount(executors.length);
    const delta = page.locator("tr[data-executor='Delta']");
    await expect(delta).toContainText("Patched");
    await expect(delta).toContainText("3 minutes ago");
    await expect(delta).toContainText("Android, iOS");
    await expect(delta).toContainText("Free");
    for (const executor of executors) {
      const link = page.getByRole("link", { name: executor.name, exact: true });
      await expect(link).toHaveAttribute("href", executor.url);
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAttribute("target", "_blank");
    }
    await expect(page.getByText(/antivirus/i)).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the landing page and the footer link to /executors", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Executor status" })).toHaveCount(2);
    await page.getByRole("main").getByRole("link", { name: "Executor status" }).click();
    await expect(page).toHaveURL(/\/executors$/);
  });
});

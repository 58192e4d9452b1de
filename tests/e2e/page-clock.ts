/**
 * "Nothing happens" on the page's own clock (Playwright's `page.clock`), as timings.spec.ts counts its
 * timings: a test installs the clock before the page loads (`await page.clock.install()`; time still
 * flows as in any visit), so every timer the page sets is on it, then moves it past the page's last
 * deadline with `runPageTimers` and asserts. Sleeping instead proved nothing on a slow machine: the
 * page's timers might not have run yet when the test looked.
 */
import type { Page } from "@playwright/test";

/**
 * 5 s of the page's time: past the last timer of the ad-block check (app/lib/ad-block-detector.ts gives
 * a late ad script 3 s), the longest any page of the site sets before it acts.
 */
export const pastEveryDeadline = 5_000;

/**
 * Moves the page's clock `ms` on, running every timer due by then (and those they set in turn), then
 * makes a round trip through the page: what those timers did (a dialog, a navigation asked for, a
 * console line) has happened before the test looks. A page one of them navigated away is gone: the
 * round trip is then not made, and the test's own checks find where the page went.
 */
export async function runPageTimers(page: Page, ms = pastEveryDeadline) {
  await page.clock.runFor(ms);
  await page
    .evaluate(() => document.readyState)
    .catch((error: Error) => {
      if (!/Execution context was destroyed/.test(error.message)) throw error;
    });
}

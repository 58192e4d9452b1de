/** Helpers for pages that hand app links (roblox://, robloxmobile://) to the browser. */
import type { Page } from "@playwright/test";

/**
 * Chromium's own notes when no app is registered for the scheme, or when it wants a tap before
 * launching one again (the page logs neither itself).
 */
export const noHandler = /(Failed|Not allowed) to launch 'roblox(mobile)?:\/\//;

/** Every navigation the page asks for, app schemes included (page.route never sees those). */
export async function recordNavigations(page: Page) {
  const urls: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.enable");
  cdp.on("Page.frameRequestedNavigation", (event) => urls.push(event.url));
  return urls;
}

/** Console lines of every type, to find the validation messages. */
export function recordConsole(page: Page) {
  const lines: string[] = [];
  page.on("console", (message) => lines.push(message.text()));
  return lines;
}

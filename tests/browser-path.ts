/**
 * Which Chromium the browser tests drive, in this order: $CHROMIUM_PATH, a system Chromium
 * (Debian's /usr/bin/chromium and friends), Playwright's own downloaded browser.
 */
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const systemCandidates = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

export function findBrowser(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const system = systemCandidates.find((path) => existsSync(path));
  if (system) return system;
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright has no browser of its own installed.
  }
  return undefined;
}

/** Flags that keep Chromium quiet on a closed network and working as root in a container. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/**
 * Runs before the browser tests: makes sure a Chromium exists, installing one if it can
 * (Playwright's download, else Debian's package when we are root), else explains how to get one.
 */
import { spawnSync } from "node:child_process";
import { findBrowser } from "./browser-path.ts";

function run(command: string, args: string[]) {
  console.log(`ensure-browser: ${command} ${args.join(" ")}`);
  return spawnSync(command, args, { stdio: "inherit", timeout: 15 * 60_000 }).status === 0;
}

function ensure(): string | undefined {
  let found = findBrowser();
  if (found) return found;

  run("npx", ["playwright", "install", "chromium"]);
  found = findBrowser();
  if (found) return found;

  const isRoot = process.getuid?.() === 0;
  if (isRoot && spawnSync("which", ["apt-get"]).status === 0) {
    run("apt-get", ["update", "-qq"]);
    run("apt-get", ["install", "-y", "-qq", "chromium"]);
  }
  return findBrowser();
}

const browser = ensure();
if (!browser) {
  console.error(
    [
      "No Chromium found for the browser tests, and none could be installed.",
      "Install one, then run `npm test` again:",
      "  - Debian/Ubuntu: sudo apt-get install chromium",
      "  - anywhere with internet: npx playwright install chromium",
      "  - or point CHROMIUM_PATH at an existing Chromium or Chrome binary.",
    ].join("\n"),
  );
  process.exit(1);
}
console.log(`ensure-browser: using ${browser}`);

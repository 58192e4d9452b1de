// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the case that failed.
/**
 * A script that reaches a page by mistake does not run: the policy allows the scripts the project wrote (hashed from
 * their source at build), not what a page contains. A copy of the build gets a script inserted into a prerendered
 * page's file and, through its server bundle's middleware, into every live rendering; the copy's compiled server
 * serves both, and Chromium refuses that script and runs the page's own. Needs `npm run build`.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { scriptHash } from "../scripts/boot-scripts.ts";
import { projectRoot, scriptHashesFile } from "../scripts/build-manifest.ts";
import { chromiumArgs, findBrowser } from "../tests/browser-path.ts";
import { missingBuild } from "../tests/preconditions.ts";
import { serverEntry, startServer, type RunningServer } from "../tests/server-process.ts";

if (!(existsSync(serverEntry) && existsSync(scriptHashesFile)))
  throw new Error(missingBuild("server/csp-injection.test.ts"));
const browserPath = findBrowser();
if (!browserPath) throw new Error("server/csp-injection.test.ts needs Chromium (tests/browser-path.ts)");
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const injected = "window.injected=true";
const tag = `<script>${injected}</script>`;
const copy = mkdtempSync(join(tmpdir(), "rift-csp-injection-"));
let server: RunningServer;
let browser: Browser;

/** Puts `tag` before `</body>` of a file of the copy; throws when the text to patch is not there. */
function patch(file: string, from: string, to: string) {
  const text = readFileSync(join(copy, file), "utf8");
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}`);
  writeFileSync(join(copy, file), text.replace(from, to));
}

beforeAll(async () => {
  const build = join(projectRoot, "build");
  // Pages without their precompressed siblings: the server sends the patched file itself.
  cpSync(build, join(copy, "build"), { recursive: true, filter: (path) => !/\.(br|gz)$/.test(path) });
  symlinkSync(join(projectRoot, "node_modules"), join(copy, "node_modules"), "dir");
  patch("build/client/index.html", "</body>", `${tag}</body>`);
  // A test-only renderer in the middleware: the framework's live rendering with the script added.
  patch(
    "build/server/virtual_astro_middleware.mjs",
    "await renderLive(live, key, next, pagePolicy)",
    `await renderLive(live, key, async () => { const r = await next(); return new Response((await r.text()).replace("</body>", ${JSON.stringify(`${tag}</body>`)}), r); }, pagePolicy)`,
  );
  server = await startServer({}, join(copy, "build", "server", "index.js"));
  browser = await chromium.launch({ executablePath: browserPath, args: chromiumArgs });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(copy, { recursive: true, force: true });
});

/** Opens `path`: its policy, whether the inserted script ran, the scripts refused, whether the page's own ran. */
async function open(path: string) {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    const refused: string[] = [];
    Object.assign(window, { refused });
    document.addEventListener("securitypolicyviolation", (event) => refused.push(event.effectiveDirective));
  });
  const answer = await page.goto(`${server.base}${path}`);
  const body = (await answer!.text()) ?? "";
  await page.waitForLoadState("load");
  const seen = await page.evaluate(() => ({
    ran: (window as { injected?: boolean }).injected === true,
    refused: (window as unknown as { refused: string[] }).refused,
  }));
  const policy = answer!.headers()["content-security-policy"] ?? "";
  await page.close();
  return { policy, body, ...seen };
}

describe("a script inserted into a page", () => {
  const prerendered = JSON.parse(readFileSync(scriptHashesFile, "utf8")) as Record<string, string[]>;

  it.each([
    ["prerendered, from its file", "/", "earlyCopy"],
    ["live, from the server's rendering", "/status", "followPage"],
  ])("%s (%s): not in the policy, refused by the browser; the page's own boot script runs", async (_, path, boot) => {
    const { policy, body, ran, refused } = await open(path);
    expect(body, "the copy carries the inserted script").toContain(tag);
    expect(body, "and the page its own boot script").toContain(`data-boot="${boot}"`);
    expect(policy).not.toContain(scriptHash(injected));
    expect(ran, "the inserted script ran").toBe(false);
    expect(refused, "one refusal: the inserted script, none of the page's own").toEqual(["script-src-elem"]);
  });

  it("meets the same policy on a prerendered page and a live one: the build's one list", async () => {
    const [home, status] = await Promise.all([open("/"), open("/status")]);
    expect(status.policy).toBe(home.policy);
    for (const hash of prerendered["/"]!) expect(home.policy).toContain(`'${hash}'`);
  });
});

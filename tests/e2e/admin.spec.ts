/**
 * The status admin (issues 28 and 41) in Chromium with a virtual authenticator, on a phone: an invite from the
 * CLI, Create passkey, saves, a conflict between two operators, sign out and sign in again, a used invite,
 * maintenance planned and cancelled (issue 43); on both engines: the compiled Node server, and the Worker in
 * Cloudflare's runtime (`wrangler dev`, its local D1, the CLIs with --cloudflare). Each its own server and DATA_DIR,
 * on `localhost` (passkeys are bound to a host name, never an IP address).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { devices, expect, test, type Browser, type Page } from "@playwright/test";
import { axeViolations } from "./axe-scan.ts";
import { freePort, startServer } from "../server-process.ts";
import { startWrangler } from "../wrangler-server.ts";

test.describe.configure({ mode: "serial" });

/** A phone with a passkey-capable authenticator that verifies its user; other hosts are refused. */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...devices["iPhone 13"], browserName: undefined } as never);
  await context.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return page;
}

for (const engine of ["node", "cloudflare"] as const)
  test.describe(`on ${engine}`, () => {
    let server: { stop(): Promise<unknown> };
    let origin: string;
    let env: Record<string, string>;
    /** The first test's operator, signed in: the maintenance test goes on with her. */
    let signedIn: Page;
    const dataDir = mkdtempSync(join(tmpdir(), "rift-admin-e2e-"));

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      const port = await freePort();
      origin = `http://localhost:${port}`;
      env = { PORT: String(port), DATA_DIR: dataDir, ADMIN_ORIGIN: origin };
      server = engine === "node" ? await startServer(env) : await startWrangler(port, { dataDir });
    });
    test.afterAll(async () => {
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const admin = (...args: string[]) =>
      execFileSync(
        process.execPath,
        ["build/server/admin.js", ...args, ...(engine === "cloudflare" ? ["--cloudflare"] : [])],
        { env: { ...process.env, ...env } },
      ).toString();

    async function invited(page: Page, name: string) {
      const link = admin("invite", name).trim();
      expect(link).toMatch(new RegExp(`^${origin}/admin/invite/[\\w-]{43}$`));
      await page.goto(link);
      await page.getByRole("button", { name: "Create passkey" }).click();
      await expect(page).toHaveURL(`${origin}/admin`);
      await expect(page.getByText(`Signed in as ${name}`)).toBeVisible();
      return link;
    }

    test("an invited operator creates a passkey, saves a status, signs out and in again", async ({ browser }) => {
      const page = (signedIn = await phone(browser));
      const link = await invited(page, "Ana");
      expect(await axeViolations(page)).toEqual([]);

      await page.getByLabel("Fisch status").selectOption("Down");
      await page.getByLabel("Fisch note").fill("<b>@everyone</b> patched");
      await page.getByRole("button", { name: "Save Fisch" }).click();
      await expect(page.getByRole("status")).toHaveText("Saved Fisch.");
      await expect(page.getByLabel("Fisch note")).toHaveValue("<b>@everyone</b> patched");
      // The save answered with a redirect to /admin: a reload sends nothing again, and says nothing again.
      await expect(page).toHaveURL(`${origin}/admin`);
      await page.reload();
      await expect(page.getByRole("status")).toHaveCount(0);
      const audit = page.getByRole("region", { name: "Audit log" });
      await expect(audit.getByRole("listitem").first()).toHaveText(
        /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC · Ana: Fisch, Operational → Down: <b>@everyone<\/b> patched$/,
      );

      await page.getByRole("button", { name: "Sign out" }).click();
      await expect(page).toHaveURL(`${origin}/admin`);
      // Enabled once the passkey script listens: the click waits for it.
      await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeEnabled();
      await page.getByRole("button", { name: "Sign in with a passkey" }).click();
      await expect(page.getByText("Signed in as Ana")).toBeVisible();

      const used = await page.goto(link);
      expect(used?.status()).toBe(410);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This invite link has expired");
      expect(admin("list")).toMatch(/^Ana\t1 passkey\tlast signed in \d{4}-/);
    });

    test("a phone with no passkey for this site: sign-in says so in plain words, and the button works again", async ({
      browser,
    }) => {
      // A fresh authenticator holds no credential: the browser's prompt fails (NotAllowedError).
      const page = await phone(browser);
      await page.goto(`${origin}/admin`);
      const button = page.getByRole("button", { name: "Sign in with a passkey" });
      await button.click();
      await expect(page.getByRole("alert")).toHaveText("No passkey was used. Try again.");
      await expect(button).toBeEnabled();
      await page.context().close();
    });

    test("a save based on a status someone else changed is refused, naming who and when", async ({ browser }) => {
      const ana = await phone(browser);
      const ben = await phone(browser);
      await invited(ana, "Ana 2");
      await invited(ben, "Ben");
      await ana.getByLabel("Wave status").selectOption("Patched");
      await ana.getByRole("button", { name: "Save Wave" }).click();
      await expect(ana.getByRole("status")).toHaveText("Saved Wave.");

      await ben.getByLabel("Wave status").selectOption("Updating");
      await ben.getByRole("button", { name: "Save Wave" }).click();
      await expect(ben.getByRole("alert")).toHaveText(
        /^Wave was changed by Ana 2 at \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC after this page loaded\. Nothing was overwritten/,
      );
      // What Ben chose stays beside the alert, with what Ana saved, so he can choose again.
      await expect(ben.getByLabel("Wave status")).toHaveValue("updating");
      await expect(ben.getByText(/^Now Patched, set by Ana 2, \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/)).toBeVisible();
    });

    test("without a session or from another origin, a save changes nothing: 401 or 403, never a redirect", async ({
      request,
    }) => {
      const form = { intent: "save", kind: "game", key: "fisch", status: "operational", note: "", version: "0" };
      const anonymous = await request.post(`${origin}/admin`, { form, headers: { Origin: origin }, maxRedirects: 0 });
      expect(anonymous.status()).toBe(401);
      expect(anonymous.headers()["cache-control"]).toBe("no-store");
      const foreign = await request.post(`${origin}/admin`, {
        form,
        headers: { Origin: "https://evil.example" },
        maxRedirects: 0,
      });
      expect(foreign.status()).toBe(403);
      const json = await request.post(`${origin}/admin/passkey/options`, {
        data: { ceremony: "sign-in" },
        headers: { Origin: "https://evil.example" },
      });
      expect(json.status()).toBe(403);
      const page = await request.get(`${origin}/admin`);
      expect(page.headers()["content-security-policy"]).toBe(
        "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      );
      expect(page.headers()["x-robots-tag"]).toBe("noindex");
    });

    test("maintenance planned from a phone: refused with what to fix, listed, on /status and the landing page, cancelled", async () => {
      // Ana, still signed in from the first test (a new invite would pass the sign-in limit of 10 a minute).
      const page = signedIn;
      await page.goto(`${origin}/admin`);
      const section = page.getByRole("region", { name: "Scheduled maintenance" });
      /** A `datetime-local` value in UTC, `minutes` from now. */
      const local = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString().slice(0, 16);

      // An end before the start: refused in one alert, what was typed kept.
      await section.getByLabel("Maintenance for").selectOption("Fisch");
      await section.getByLabel("Maintenance starts (UTC)").fill(local(120));
      await section.getByLabel("Maintenance ends (UTC)").fill(local(60));
      await section.getByLabel("Maintenance note").fill("Key system move <b>");
      await section.getByRole("button", { name: "Schedule maintenance" }).click();
      await expect(page.getByRole("alert")).toHaveText(
        "The end must come after the start, and after now. Nothing was scheduled.",
      );
      await expect(section.getByLabel("Maintenance for")).toHaveValue("fisch");
      await expect(section.getByLabel("Maintenance note")).toHaveValue("Key system move <b>");

      // Starting now, for two hours.
      await section.getByLabel("Maintenance starts (UTC)").fill(local(0));
      await section.getByLabel("Maintenance ends (UTC)").fill(local(120));
      await section.getByRole("button", { name: "Schedule maintenance" }).click();
      await expect(page.getByRole("status")).toHaveText("Maintenance scheduled.");
      const cancel = section.getByRole("button", { name: /^Cancel maintenance of Fisch, / });
      await expect(cancel).toBeVisible();
      await expect(section.getByRole("listitem")).toContainText("Key system move <b>");
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const audit = page.getByRole("region", { name: "Audit log" });
      await expect(
        audit.getByRole("listitem").filter({ hasText: "Ana: Maintenance, — → Scheduled: Fisch, " }),
      ).toHaveCount(1);

      // Players see it: in maintenance now on /status, and announced on the landing page.
      await page.goto(`${origin}/status`);
      await expect(page.getByRole("heading", { level: 2, name: "Scheduled maintenance" })).toBeVisible();
      await expect(page.getByText("Key system move <b>").first()).toBeVisible();
      await page.goto(`${origin}/`);
      await expect(page.getByTestId("status-notice")).toContainText("Maintenance planned for Fisch: ");
      await expect(page.getByTestId("status-notice")).toContainText("Key system move <b>");

      await page.goto(`${origin}/admin`);
      await cancel.click();
      await expect(page.getByRole("status")).toHaveText("Maintenance cancelled.");
      await expect(cancel).toHaveCount(0);
      const status = await (await page.request.get(`${origin}/status.json`)).json();
      // Back to what Ana set in the first test.
      expect([status.maintenance, status.games.fisch]).toEqual([
        [],
        { status: "down", note: "<b>@everyone</b> patched" },
      ]);
      await page.context().close();
    });
  });

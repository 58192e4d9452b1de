import { axeViolations } from "./axe-scan.ts";
import { expect, test } from "./fixtures.ts";
import { runPageTimers } from "./page-clock.ts";
import { hubName, inHtml } from "./config.ts";

const code = "RIFT-7Q2X-9KD4";
const instructions =
  "Copy this Server Code, input it into the Server Codes textbox and you will be redirected automatically.";

test.describe("/servercodes with a code", () => {
  test("shows the code, the instructions, Copy Code and Back to Home @mobile", async ({ page }) => {
    await page.goto(`/servercodes?code=${encodeURIComponent(code)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Server Code", exact: true })).toBeVisible();
    await expect(page.getByText(code, { exact: true })).toBeVisible();
    await expect(page.getByText(instructions, { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Copy Code" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page).toHaveTitle(`Server Code: ${code} | ${hubName}`);
  });

  test("copies the code, says so with a toast, and shows Copied! then Copy Code again @mobile", async ({
    page,
    context,
    hydrated,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(`/servercodes?code=${encodeURIComponent(code)}`);
    await hydrated();
    const button = page.getByRole("button", { name: "Copy Code" });
    await button.click();
    const toast = page.locator("[data-toast]");
    await expect(toast).toContainText("Copied!");
    await expect(toast).toContainText("Server code copied to clipboard");
    await expect(toast).toHaveAttribute("data-type", "success");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
    // Its 2000 ms are counted on the page's clock in timings.spec.ts.
    await expect(page.getByRole("button", { name: "Copy Code" })).toBeVisible({ timeout: 4000 });
  });

  test("shows the destructive toast when no way of copying works", async ({ page, hydrated }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError")) },
      });
      document.execCommand = () => false;
    });
    await page.goto(`/servercodes?code=${encodeURIComponent(code)}`);
    await hydrated();
    await page.getByRole("button", { name: "Copy Code" }).click();
    const toast = page.locator("[data-toast]");
    await expect(toast).toContainText("Failed to copy");
    await expect(toast).toContainText("Please copy the code manually");
    await expect(toast).toHaveAttribute("data-type", "error");
    await expect(page.getByRole("button", { name: "Copy Code" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Copied!" })).toHaveCount(0);
  });

  test("renders an HTML-looking code as plain text and runs nothing", async ({ page, hydrated }) => {
    const html = "<img src=x onerror=alert(1)><script>alert(2)</script>";
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.clock.install();
    await page.goto(`/servercodes?code=${encodeURIComponent(html)}`);
    await hydrated();
    await expect(page.getByTestId("server-code")).toHaveText(html);
    await expect(page).toHaveTitle(`Server Code: ${html} | ${hubName}`);
    // Once every timer of the page has run: no element was made from the code (nothing of it can run
    // later either), and no dialog opened.
    await runPageTimers(page);
    await expect(page.locator("main img, main script:not([data-boot])")).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test("wraps a very long code instead of scrolling sideways at 375px @mobile", async ({ page, hydrated }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const long = "X".repeat(600);
    await page.goto(`/servercodes?code=${long}`);
    await hydrated();
    await expect(page.getByTestId("server-code")).toHaveText(long);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  test("the language menu keeps the code, encoded: the other language shows the same one", async ({ page }) => {
    const odd = "A&B=1 #x";
    await page.goto(`/servercodes?code=${encodeURIComponent(odd)}`);
    await page.locator("summary").filter({ hasText: "English" }).click();
    const portuguese = page.getByRole("link", { name: "Português (Brasil)" });
    await expect(portuguese).toHaveAttribute("href", "/pt-br/servercodes?lang=pt-br&code=A%26B%3D1+%23x");
    await portuguese.click();
    await expect(page).toHaveURL(/\/pt-br\/servercodes\?code=A%26B%3D1\+%23x$/);
    await expect(page.getByTestId("server-code")).toHaveText(odd);
  });

  test("has no accessibility violations", async ({ page, hydrated }) => {
    await page.goto(`/servercodes?code=${encodeURIComponent(code)}`);
    await hydrated();
    await expect(page.getByText(code, { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("/servercodes without a code", () => {
  for (const [what, query] of [
    ["no parameter", ""],
    ["an empty code", "?code="],
    ["a blank code", "?code=%20%20"],
    ["another parameter only", "?Code=abc"],
  ] as const) {
    test(`shows the empty state for ${what} @mobile`, async ({ page, hydrated }) => {
      await page.goto(`/servercodes${query}`);
      await hydrated();
      await expect(page.getByRole("heading", { level: 1, name: "No Server Code" })).toBeVisible();
      await expect(page.getByText("No server code was provided in the URL.", { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
      await expect(page.getByRole("button", { name: "Copy Code" })).toHaveCount(0);
      await expect(page).toHaveTitle(`Server Codes | ${hubName}`);
    });
  }

  test("the prerendered HTML has the no-code title", async ({ request }) => {
    const html = await (await request.get("/servercodes")).text();
    expect(html).toContain(`<title>Server Codes | ${inHtml(hubName)}</title>`);
  });

  test("Back to Home leads home", async ({ page, hydrated }) => {
    await page.goto("/servercodes");
    await hydrated();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("has no accessibility violations", async ({ page, hydrated }) => {
    await page.goto("/servercodes");
    await hydrated();
    await expect(page.getByText("No server code was provided in the URL.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

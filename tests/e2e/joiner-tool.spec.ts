/**
 * /joiner without a usable link (issue 12): the form that makes a shareable Rift link from whatever a
 * player pasted and its copy button; the servers remembered on this device are joiner-recent.spec.ts.
 */
import { brand } from "../../app/config/brand.ts";
import type { JoinInputProblem } from "../../app/lib/join-input.ts";
import { noHandler, recordNavigations } from "./app-links.ts";
import { axeViolations } from "./axe-scan.ts";
import { expect, test } from "./fixtures.ts";
import { linkCode, m, makeLink, missing, openTool, server, serverHttps, serverPath, shareCode } from "./joiner-form.ts";
import { firstGame, placeId, site } from "./config.ts";

const place = placeId;
const riftLinkLabel = m.result.riftLinkLabel(brand.name);

/** A problem's text as the form shows it (some name the hub). */
function problemText(problem: JoinInputProblem): string {
  const text = m.tool.problems[problem];
  return typeof text === "function" ? text(brand.name) : text;
}

const accepted = [
  ["a link to this site", `${site.brand.siteUrl}${serverPath}`, serverPath, serverHttps, firstGame.title],
  ["a game link and a JobId", `${firstGame.gameUrl}\n${server}`, serverPath, serverHttps, firstGame.title],
  ["a games/start link", serverHttps, serverPath, serverHttps, firstGame.title],
  [
    "a roblox:// link",
    `roblox://experiences/start?placeId=${place}&gameInstanceId=${server}`,
    serverPath,
    serverHttps,
    firstGame.title,
  ],
  [
    "a robloxmobile:// link",
    `robloxmobile://placeID=142823291&gameInstanceId=${server}`,
    `/joiner?PlaceId=142823291&ServerId=${server}`,
    `https://www.roblox.com/games/start?placeId=142823291&gameInstanceId=${server}`,
    "Murder Mystery 2",
  ],
  [
    "a private-server link",
    `${firstGame.gameUrl}?privateServerLinkCode=${linkCode}`,
    `/joiner?PlaceId=${place}&LinkCode=${linkCode}`,
    `https://www.roblox.com/games/${place}?privateServerLinkCode=${linkCode}`,
    `${firstGame.title}: private server`,
  ],
  [
    "a share link",
    `https://www.roblox.com/share?code=${shareCode}&type=Server`,
    `/joiner?ShareCode=${shareCode}`,
    `https://www.roblox.com/share?code=${shareCode}&type=Server`,
    m.place.shareLink,
  ],
  [
    "an unconfigured place",
    `1234 ${server}`,
    `/joiner?PlaceId=1234&ServerId=${server}`,
    `https://www.roblox.com/games/start?placeId=1234&gameInstanceId=${server}`,
    "Place 1234",
  ],
] as const;

test.describe("/joiner's form", () => {
  test.beforeEach(({ allowConsoleErrors }) => allowConsoleErrors(missing));

  for (const [what, text, path, https, name] of accepted) {
    test(`makes a Rift link, Join now and the roblox.com link from ${what}`, async ({ page, hydrated, baseURL }) => {
      await openTool(page, hydrated);
      await makeLink(page, text);
      const result = page.getByTestId("join-result");
      await expect(result.getByRole("heading", { level: 3 })).toHaveText(name);
      await expect(result.getByRole("heading", { level: 3 })).toBeFocused();
      await expect(result.getByRole("textbox", { name: riftLinkLabel })).toHaveValue(`${baseURL}${path}`);
      await expect(result.getByRole("link", { name: m.result.joinNow })).toHaveAttribute("href", path);
      const roblox = result.getByRole("link", { name: https, exact: true });
      await expect(roblox).toHaveAttribute("href", https);
      await expect(roblox).toHaveAttribute("target", "_blank");
      await expect(roblox).toHaveAttribute("rel", "noopener noreferrer");
    });
  }

  test("Join now opens the Rift link, which starts the server @mobile", async ({
    page,
    hydrated,
    allowConsoleErrors,
    isMobile,
  }) => {
    allowConsoleErrors(noHandler);
    const navigations = await recordNavigations(page);
    await openTool(page, hydrated);
    await makeLink(page, serverHttps);
    await page.getByRole("link", { name: m.result.joinNow }).click();
    await expect(page).toHaveURL(serverPath);
    await expect(page.getByRole("heading", { level: 1, name: "Joining Roblox Game..." })).toBeVisible();
    const expected = isMobile
      ? `robloxmobile://placeID=${place}&gameInstanceId=${server}`
      : `roblox://experiences/start?placeId=${place}&gameInstanceId=${server}`;
    await expect.poll(() => navigations).toContain(expected);
  });

  test("Enter makes the link; Shift+Enter adds a line for the JobId", async ({ page, hydrated }) => {
    const field = await openTool(page, hydrated);
    await field.fill(`${firstGame.gameUrl}`);
    await field.press("Shift+Enter");
    await field.pressSequentially(server);
    await expect(field).toHaveValue(`${firstGame.gameUrl}\n${server}`);
    await field.press("Enter");
    await expect(page.getByTestId("join-result").getByRole("link", { name: m.result.joinNow })).toHaveAttribute(
      "href",
      serverPath,
    );
  });

  const rejected = [
    ["nothing", "", "empty"],
    ["a script element", "<script>alert(1)</script>", "notJoinLink"],
    ["a javascript: link", "javascript:alert(document.cookie)", "scheme"],
    ["an injected parameter", `1&gameInstanceId=evil ${server}`, "notJoinLink"],
    [
      "an encoded injected parameter",
      `https://www.roblox.com/games/start?placeId=1%26gameInstanceId%3Devil&gameInstanceId=${server}`,
      "placeId",
    ],
    [
      "a link broken by a newline",
      `https://www.roblox.com/games/start?placeId=${place}\n&gameInstanceId=${server}`,
      "notJoinLink",
    ],
    ["Arabic-Indic digits", `٢٧٥٣٩١٥٥٤٩ ${server}`, "placeId"],
    ["a huge place id", `${"9".repeat(400)} ${server}`, "placeIdTooBig"],
    ["a game link without JobId", `${firstGame.gameUrl}`, "noServer"],
    ["a JobId alone", server, "noPlace"],
    ["a malformed JobId", `${place} 0a1b2c3d-4e5f-6789-abcd-ef012345678z`, "serverId"],
    ["another site", `https://evil.example/games/${place}`, "otherSite"],
    [
      "a share link that is not for a server",
      `https://www.roblox.com/share?code=${shareCode}&type=ExperienceDetails`,
      "shareType",
    ],
  ] as const;

  for (const [what, text, problem] of rejected) {
    test(`says exactly what is wrong with ${what}, and builds no link`, async ({ page, hydrated, external }) => {
      const field = await openTool(page, hydrated);
      await makeLink(page, text);
      await expect(page.getByText(problemText(problem), { exact: true })).toBeVisible();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(
        new RegExp(problemText(problem).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
      );
      await expect(page.getByTestId("join-result")).toHaveCount(0);
      await expect(page.locator('a[href*="roblox"], a[href*="PlaceId"], a[href^="javascript"]')).toHaveCount(0);
      expect(external.filter((url) => !url.includes("googlesyndication"))).toEqual([]);
      await expect(page).toHaveURL(/\/joiner$/);
    });
  }

  test("a fixed paste replaces the problem with the link", async ({ page, hydrated }) => {
    const field = await openTool(page, hydrated);
    await makeLink(page, place);
    await expect(page.getByText(problemText("noServer"))).toBeVisible();
    await makeLink(page, `${place} ${server}`);
    await expect(page.getByText(problemText("noServer"))).toHaveCount(0);
    await expect(field).not.toHaveAttribute("aria-invalid");
    await expect(page.getByTestId("join-result")).toBeVisible();
  });

  test("reads a paste that arrived in the URL (the form submitted before React took over)", async ({
    page,
    hydrated,
    baseURL,
  }) => {
    await page.goto(`/joiner?link=${encodeURIComponent(`${place} ${server}`)}`);
    await hydrated();
    await expect(page.getByRole("textbox", { name: m.tool.label })).toHaveValue(`${place} ${server}`);
    await expect(page.getByTestId("join-result").getByRole("textbox", { name: riftLinkLabel })).toHaveValue(
      `${baseURL}${serverPath}`,
    );
  });

  test("copies the Rift link and says so @mobile", async ({ page, context, hydrated, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openTool(page, hydrated);
    await makeLink(page, serverHttps);
    await page.getByRole("button", { name: m.result.copy }).click();
    const toast = page.locator("[data-toast]");
    await expect(toast).toContainText(m.result.copied.title);
    await expect(toast).toContainText(m.result.copied.description);
    await expect(toast).toHaveAttribute("data-type", "success");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${serverPath}`);
  });

  test("when the clipboard refuses, says so and selects the link to copy by hand", async ({
    page,
    hydrated,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError")) },
      });
    });
    await openTool(page, hydrated);
    await makeLink(page, serverHttps);
    await page.getByRole("button", { name: m.result.copy }).click();
    const toast = page.locator("[data-toast]");
    await expect(toast).toContainText(m.result.copyFailed.title);
    await expect(toast).toContainText(m.result.copyFailed.description);
    await expect(toast).toHaveAttribute("data-type", "error");
    const field = page.getByRole("textbox", { name: riftLinkLabel });
    await expect(field).toBeFocused();
    expect(
      await field.evaluate((input: HTMLInputElement) => input.value.slice(input.selectionStart!, input.selectionEnd!)),
    ).toBe(`${baseURL}${serverPath}`);
  });

  test("has no accessibility violations, with a problem and with a result", async ({ page, hydrated }) => {
    await openTool(page, hydrated);
    await makeLink(page, "javascript:alert(1)");
    await expect(page.getByText(problemText("scheme"))).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await makeLink(page, `https://www.roblox.com/share?code=${shareCode}&type=Server`);
    await expect(page.getByTestId("join-result")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

import type { Page } from "@playwright/test";
import { site } from "../../app/config/site.ts";
import { formatUsd, hostOf } from "../../app/lib/format.ts";
import { milestoneRows } from "../../app/lib/payouts.ts";
import { expect, test } from "./fixtures.ts";
import { axeViolations } from "./axe-scan.ts";
import { hubName } from "./config.ts";

const pages = [
  { path: "/terms", title: `Terms of Service | ${hubName}`, h1: "Terms of Service" },
  { path: "/privacy", title: `Privacy Policy | ${hubName}`, h1: "Privacy Policy" },
  { path: "/reseller-tos", title: `Reseller Terms of Service | ${hubName}`, h1: "Reseller Terms of Service" },
  { path: "/showcaser-tos", title: `Showcaser Terms of Service | ${hubName}`, h1: "Showcaser Terms of Service" },
] as const;

// Spec section 2, in order.
const resellerSections = [
  "1. Accurate Product Representation",
  "2. No Free Key Distribution",
  "3. Match Official Coupons",
  "4. Billing Responsibility",
  "5. End-User Support Goes to the Provider",
  "6. Compliance with Requests",
  "7. Approval and Termination",
  "8. Behaviour and Representation",
  "9. Key Tracking and Records",
  "10. Platform Restrictions",
  "11. Branding and Media",
  "12. Chargebacks and Refunds",
  "13. Confidentiality",
  "14. Changes to Terms",
];
const showcaserSections = [
  "Compensation and Views",
  "Verification",
  "Approval Before Posting",
  "Content Guidelines",
  "Reporting and Payment",
  "Enforcement and Audits",
  "Termination",
  "Changes",
];

const fee = formatUsd(site.legal.blacklistReinstatementFeeUsd);
const geolocationHost = hostOf(site.thirdParty.geolocationEndpoint);
const adScriptHost = hostOf(site.thirdParty.adScriptUrl);

const sectionHeadings = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 });
const toc = (page: Page) => page.getByRole("navigation", { name: "On this page" });

/** How React writes text into the prerendered HTML. */
const escapeHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

for (const legal of pages) {
  test.describe(legal.path, () => {
    test(`has its title, one h1, the last-updated date and the footer links @mobile`, async ({ page }) => {
      await page.goto(legal.path);
      await expect(page).toHaveTitle(legal.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.h1);
      await expect(page.locator(`time[datetime="${site.legal.lastUpdated}"]`)).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
      expect((await page.locator('meta[name="description"]').getAttribute("content"))?.length).toBeGreaterThan(50);
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
      await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
      // The other three documents are linked below the text.
      const others = page.getByRole("navigation", { name: "Other legal documents" }).getByRole("link");
      await expect(others).toHaveText(pages.filter((p) => p !== legal).map((p) => p.h1));
    });

    test("lists every section in its table of contents, each link jumping to its heading", async ({ page }) => {
      await page.goto(legal.path);
      const headings = await sectionHeadings(page).allTextContents();
      expect(headings.length).toBeGreaterThanOrEqual(8);
      const links = toc(page).getByRole("link");
      await expect(links).toHaveText(headings);
      for (const [index, link] of (await links.all()).entries()) {
        const href = await link.getAttribute("href");
        expect(href).toMatch(/^#[a-z0-9-]+$/);
        await expect(page.locator(`h2${href}`)).toHaveText(headings[index]);
      }
    });

    test("is prerendered: the text is in the raw HTML", async ({ request }) => {
      const response = await request.get(legal.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${legal.title}</title>`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${legal.h1}</h1>`));
      expect(html).toMatch(/<h2 id="[a-z0-9-]+">/);
      expect(html).toContain('<article class="prose-legal" lang="en" dir="ltr">');
    });

    test("passes an axe scan", async ({ page }) => {
      await page.goto(legal.path);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe("section headings", () => {
  test("the reseller terms have exactly the 14 numbered sections of the spec, in order @mobile", async ({ page }) => {
    await page.goto("/reseller-tos");
    await expect(sectionHeadings(page)).toHaveText(resellerSections);
    await expect(page.getByText(/chat-account id .* or e-mail address/)).toBeVisible();
    await expect(page.getByText("the transaction id of the payment.")).toBeVisible();
    await expect(page.getByText(/provide them to us on request/)).toBeVisible();
  });

  test("the showcaser terms have exactly the 8 sections of the spec, in order", async ({ page }) => {
    await page.goto("/showcaser-tos");
    await expect(sectionHeadings(page)).toHaveText(showcaserSections);
  });

  test("the raw HTML of the reseller and showcaser terms holds every section heading", async ({ request }) => {
    const reseller = await (await request.get("/reseller-tos")).text();
    for (const heading of resellerSections) expect(reseller).toContain(`>${escapeHtml(heading)}</h2>`);
    const showcaser = await (await request.get("/showcaser-tos")).text();
    for (const heading of showcaserSections) expect(showcaser).toContain(`>${escapeHtml(heading)}</h2>`);
  });

  test("a table-of-contents link scrolls its section into view", async ({ page, hydrated }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto("/reseller-tos");
    await hydrated();
    await toc(page).getByRole("link", { name: "9. Key Tracking and Records" }).click();
    await expect(page).toHaveURL(/\/reseller-tos#key-tracking-and-records$/);
    await expect(page.getByRole("heading", { name: "9. Key Tracking and Records" })).toBeInViewport();
  });
});

test.describe("showcaser payouts", () => {
  test("the milestones table is rendered from the configuration", async ({ page }) => {
    await page.goto("/showcaser-tos");
    const table = page.getByRole("table", { name: "Payout per video by verified organic views" });
    await expect(table.getByRole("columnheader")).toHaveText(["Verified views", "Added", "Total"]);
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(site.legal.showcaserMilestones.length);
    const expected = [
      ["10,000 – 19,999", "$50", "$50"],
      ["20,000 – 39,999", "+$25", "$75"],
      ["40,000 – 59,999", "+$25", "$100"],
      ["60,000 – 79,999", "+$25", "$125"],
      ["80,000+", "+$25", "$150"],
    ];
    // The shipped configuration gives the spec's milestones...
    expect(milestoneRows(site.legal.showcaserMilestones).map((r) => [r.range, r.added, r.total])).toEqual(expected);
    // ...and the page shows exactly those cells.
    for (const [index, cells] of expected.entries()) {
      await expect(rows.nth(index).locator("th, td")).toHaveText(cells);
    }
    await expect(page.getByText("a video with 45,000 verified views earns $100 in total")).toBeVisible();
  });

  test("in Arabic the table reads from the right: caption, first header and figures align alike @mobile", async ({
    page,
  }) => {
    await page.goto("/ar/showcaser-tos");
    // The side each one's text aligns to ("start" resolved by its direction) and its box's right edge.
    const alignment = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => {
          const { textAlign, direction } = getComputedStyle(element);
          const start = direction === "rtl" ? "right" : "left";
          return { side: textAlign === "start" ? start : textAlign, right: element.getBoundingClientRect().right };
        });
    const caption = await alignment("table caption");
    expect(caption.side).toBe("right");
    expect(await alignment("thead th")).toEqual(caption);
    expect(await alignment("tbody th")).toEqual(caption);
    // The figures keep their own order inside: "10,000 – 19,999", "+$25".
    await expect(page.locator("tbody th bdi").first()).toHaveCSS("direction", "ltr");
  });
});

test.describe("configured values in the text", () => {
  test("the terms state the reinstatement fee, the accepted payment and no-refund rules, and link to the community", async ({
    page,
  }) => {
    await page.goto("/terms");
    const article = page.locator("article");
    await expect(article).toContainText(`for a fee of ${fee}, paid in ${site.legal.acceptedPayment}`);
    await expect(article).toContainText(`Keys sold by us are paid for in ${site.legal.acceptedPayment} only.`);
    await expect(article).toContainText(`community and ${site.legal.contactRoute}`);
    await expect(article).toContainText("Only the original purchaser may use it.");
    await expect(article.getByText("Overpayment.")).toBeVisible();
    await expect(article.getByText("Underpayment.")).toBeVisible();
    for (const provider of site.getKey.freeProviders) await expect(article).toContainText(provider.name);
    const community = article.getByRole("link", { name: `${site.links.communityPlatform} community` }).first();
    await expect(community).toHaveAttribute("href", site.links.communityInvite);
    await expect(community).toHaveAttribute("target", "_blank");
    await expect(community).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("the privacy policy names the hosts and providers the site really uses", async ({ page }) => {
    await page.goto("/privacy");
    const article = page.locator("article");
    await expect(article.locator("code", { hasText: geolocationHost }).first()).toBeVisible();
    await expect(article.locator("code", { hasText: adScriptHost }).first()).toBeVisible();
    await expect(article.locator("code", { hasText: "BBChoice" }).first()).toBeVisible();
    await expect(article).toContainText("telemetry");
    await expect(article).toContainText("game session");
    await expect(article).toContainText("third-party key-authentication provider");
    const provider = article.getByRole("link", { name: site.thirdParty.keyAuthProvider.name });
    await expect(provider).toHaveAttribute("href", site.thirdParty.keyAuthProvider.url);
    for (const p of site.getKey.freeProviders) await expect(article).toContainText(p.name);
    await expect(article).toContainText(`up to ${site.legal.telemetryRetentionDays} days`);
    await expect(article).toContainText(`children under ${site.legal.minimumAge},`);
  });

  test("the reseller and showcaser terms state the configured delays and payout method", async ({ page }) => {
    await page.goto("/reseller-tos");
    const reseller = page.locator("article");
    await expect(reseller).toContainText(`within ${site.legal.resellerResponseHours} hours`);
    await expect(reseller).toContainText(`tell us within ${site.legal.chargebackReportHours} hours`);
    await expect(reseller).toContainText(`in advance, in ${site.legal.acceptedPayment}.`);
    await page.goto("/showcaser-tos");
    await expect(page.locator("article")).toContainText(
      `We pay within ${site.legal.showcaserPaymentDays} days of verification, in ${site.legal.showcaserPayoutMethod}`,
    );
  });

  test("the raw HTML already holds the fee and the third-party hosts", async ({ request }) => {
    expect(await (await request.get("/terms")).text()).toContain(fee);
    const privacy = await (await request.get("/privacy")).text();
    expect(privacy).toContain(`<code>${geolocationHost}</code>`);
    expect(privacy).toContain(`<code>${adScriptHost}</code>`);
    expect(privacy).toContain(site.thirdParty.keyAuthProvider.name);
  });

  test("a link inside the text navigates within the site", async ({ page, hydrated }) => {
    await page.goto("/terms");
    await hydrated();
    await page.locator("article").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  });

  test("makes no request to another host", async ({ page, external }) => {
    for (const legal of pages) await page.goto(legal.path);
    expect(external).toEqual([]);
  });
});

import { AxeBuilder } from "@axe-core/playwright";
import { test, type Page } from "@playwright/test";

/**
 * Runs axe (WCAG 2.x A and AA rules and best practices) and returns its violations, compactly.
 *
 * Axe runs in the page itself (legacy mode) and reports violations only: the default mode finishes
 * every scan in a second blank page, and building selectors for every passing node is most of a
 * scan's work. Together they take a scan from 3–5 s to about 2 s; the rules are the same.
 * smoke.spec.ts holds the scan to reporting a page's violations.
 */
export async function axeViolations(page: Page) {
  // An axe scan is the heaviest step of a test (seconds of CPU in the page); on a 2-core machine
  // running two browsers it has pushed tests past 30 s. Give the test 30 s more for it: a time limit,
  // not a timing assertion.
  test.info().setTimeout(test.info().timeout + 30_000);
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations.map((violation) => ({
    id: violation.id,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

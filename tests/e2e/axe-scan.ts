import { AxeBuilder } from "@axe-core/playwright";
import { test, type Page } from "@playwright/test";

/** Runs axe (WCAG 2.x A and AA rules and best practices) and returns its violations, compactly. */
export async function axeViolations(page: Page) {
  // An axe scan is the heaviest step of a test (seconds of CPU in the page); on a 2-core machine
  // running two browsers it has pushed tests past 30 s. Give the test 30 s more for it: a time limit,
  // not a timing assertion.
  test.info().setTimeout(test.info().timeout + 30_000);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((violation) => ({
    id: violation.id,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Runs axe (WCAG 2.x A and AA rules and best practices) and returns its violations, compactly. */
export async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((violation) => ({
    id: violation.id,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

import { readFileSync } from "node:fs";

/**
 * Whether `app/components/ad-block-gate.tsx` is still the foundation placeholder (always "clear").
 * Tests of the gate's effect on a page skip themselves until the real gate has landed.
 */
export const adBlockGatePlaceholder = readFileSync(
  new URL("../../app/components/ad-block-gate.tsx", import.meta.url),
  "utf8",
).includes("PLACEHOLDER");

/**
 * Configuration, part 3 of 3: figures the legal pages print (date, fee, showcaser payouts).
 */
import type { SiteConfig } from "./schema.ts";

export const legal = {
  lastUpdated: "2026-11-22",
  blacklistReinstatementFeeUsd: 2.5,
  /** Cumulative showcaser payouts: reaching minViews brings the total to totalUsd. */
  showcaserMilestones: [
    { minViews: 10_000, maxViews: 19_999, totalUsd: 50 },
    { minViews: 20_000, maxViews: 39_999, totalUsd: 75 },
    { minViews: 40_000, maxViews: 59_999, totalUsd: 100 },
    { minViews: 60_000, maxViews: 79_999, totalUsd: 125 },
    { minViews: 80_000, maxViews: null, totalUsd: 150 },
  ],
} as const satisfies SiteConfig["legal"];

/** Showcaser payouts (spec section 6): a video's verified views reaching `minViews` bring its total to `totalUsd`. */
import type { SiteConfig } from "~/config/schema";
import { formatCount, formatUsd } from "./format";

/** `maxViews` is inclusive; null for the last, open-ended milestone. */
export type Milestone = SiteConfig["legal"]["showcaserMilestones"][number];

export function payoutForViews(views: number, milestones: readonly Milestone[]): number {
  return milestones.findLast((milestone) => views >= milestone.minViews)?.totalUsd ?? 0;
}

/**
 * The rows of the payout table: the range ("10,000 – 19,999", "80,000+" for the open-ended last one),
 * what it adds ("$50" for the first, "+$25" after, from consecutive totals) and the total ("$75").
 */
export function milestoneRows(milestones: readonly Milestone[]) {
  return milestones.map(({ minViews, maxViews, totalUsd }, index) => ({
    range: `${formatCount(minViews)}${maxViews === null ? "+" : ` – ${formatCount(maxViews)}`}`,
    added: index === 0 ? formatUsd(totalUsd) : `+${formatUsd(totalUsd - milestones[index - 1].totalUsd)}`,
    total: formatUsd(totalUsd),
  }));
}

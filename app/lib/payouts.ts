/** Showcaser payouts (spec section 6): a video's verified views reaching `minViews` bring its total to `totalUsd`. */
import type { SiteConfig } from "~/config/schema";
import { formatCount, formatUsd } from "./format";

/** `maxViews` is inclusive; null for the last, open-ended milestone. */
export type Milestone = SiteConfig["legal"]["showcaserMilestones"][number];

/** The total payout in US dollars for a number of verified views; 0 below the first milestone. */
export function payoutForViews(views: number, milestones: readonly Milestone[]): number {
  return milestones.findLast((milestone) => views >= milestone.minViews)?.totalUsd ?? 0;
}

/**
 * The rows of the payout table: the range ("10,000 – 19,999", "80,000+" for the open-ended last one),
 * what it adds ("$50" for the first, "+$25" after, from consecutive totals) and the total ("$75").
 */
export function milestoneRows(milestones: readonly Milestone[]) {
  return milestones.map((milestone, index) => {
    const previous = index === 0 ? undefined : milestones[index - 1];
    const range =
      milestone.maxViews === null
        ? `${formatCount(milestone.minViews)}+`
        : `${formatCount(milestone.minViews)} – ${formatCount(milestone.maxViews)}`;
    const added = previous ? `+${formatUsd(milestone.totalUsd - previous.totalUsd)}` : formatUsd(milestone.totalUsd);
    return { range, added, total: formatUsd(milestone.totalUsd) };
  });
}

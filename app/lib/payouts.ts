/**
 * Showcaser payouts (spec section 6): cumulative milestones of verified organic views. Reaching a
 * milestone's `minViews` brings the total payout for a video to that milestone's `totalUsd`.
 */
import { formatCount, formatUsd } from "./format";

export interface Milestone {
  readonly minViews: number;
  /** Inclusive upper bound; null for the last, open-ended milestone. */
  readonly maxViews: number | null;
  readonly totalUsd: number;
}

/** The total payout in US dollars for a number of verified views; 0 below the first milestone. */
export function payoutForViews(views: number, milestones: readonly Milestone[]): number {
  if (!Number.isInteger(views) || views < 0) {
    throw new Error(`payoutForViews: views must be a whole number of 0 or more, got ${views}`);
  }
  let total = 0;
  for (const milestone of milestones) if (views >= milestone.minViews) total = milestone.totalUsd;
  return total;
}

export interface MilestoneRow {
  /** "10,000 – 19,999", or "80,000+" for the open-ended last milestone. */
  range: string;
  /** What reaching this milestone adds: "$50" for the first, "+$25" after that. */
  added: string;
  /** The cumulative total: "$75". */
  total: string;
}

/** The rows of the payout table, with "added" derived from consecutive totals. */
export function milestoneRows(milestones: readonly Milestone[]): MilestoneRow[] {
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

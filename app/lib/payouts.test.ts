import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { milestoneRows, payoutForViews, type Milestone } from "./payouts";

const milestones = site.legal.showcaserMilestones;

describe("payoutForViews", () => {
  it.each([
    [0, 0],
    [9_999, 0],
    [10_000, 50],
    [19_999, 50],
    [20_000, 75],
    [39_999, 75],
    [40_000, 100],
    [60_000, 125],
    [79_999, 125],
    [80_000, 150],
    [10_000_000, 150],
  ])("pays a cumulative total for %i verified views: $%i", (views, total) => {
    expect(payoutForViews(views, milestones)).toBe(total);
  });

  it("pays nothing when there are no milestones", () => {
    expect(payoutForViews(1_000_000, [])).toBe(0);
  });
});

describe("milestoneRows", () => {
  it("turns the configured milestones into the table of the showcaser terms", () => {
    expect(milestoneRows(milestones)).toEqual([
      { range: "10,000 – 19,999", added: "$50", total: "$50" },
      { range: "20,000 – 39,999", added: "+$25", total: "$75" },
      { range: "40,000 – 59,999", added: "+$25", total: "$100" },
      { range: "60,000 – 79,999", added: "+$25", total: "$125" },
      { range: "80,000+", added: "+$25", total: "$150" },
    ]);
  });

  it("derives each added amount from consecutive totals, cents included", () => {
    const custom: Milestone[] = [
      { minViews: 1_000, maxViews: 4_999, totalUsd: 10 },
      { minViews: 5_000, maxViews: null, totalUsd: 22.5 },
    ];
    expect(milestoneRows(custom).map((row) => row.added)).toEqual(["$10", "+$12.50"]);
  });
});

describe("the configured milestones", () => {
  it("ascend in contiguous ranges that end open-ended", () => {
    const starts = milestones.slice(1).map((m) => m.minViews);
    const afterEnds = milestones.slice(0, -1).map((m) => (m.maxViews ?? Number.NaN) + 1);
    expect(starts).toEqual(afterEnds);
    expect(milestones[milestones.length - 1].maxViews).toBeNull();
  });

  it("give a payout that never shrinks as views grow", () => {
    let previous = 0;
    for (let views = 0; views <= 100_000; views += 500) {
      const total = payoutForViews(views, milestones);
      expect(total).toBeGreaterThanOrEqual(previous);
      previous = total;
    }
  });
});

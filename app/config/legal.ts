/**
 * Configuration, part 4 of 4: the facts the legal pages (app/content/*.mdx) state. Values marked SAMPLE were
 * invented for the sample site: confirm each for yours before publishing (README "Legal facts to confirm").
 */
import type { SiteConfig } from "./schema.ts";

export const legal = {
  lastUpdated: "2026-11-22",
  blacklistReinstatementFeeUsd: 2.5,
  /** How your own key sales are paid ("Keys sold by us are paid for in … only"; also the reinstatement fee and what resellers pay you). SAMPLE. */
  acceptedPayment: "cryptocurrency",
  /** How showcasers are paid, unless agreed otherwise. SAMPLE. */
  showcaserPayoutMethod: "cryptocurrency",
  /** "The Service is not meant for children under …". SAMPLE (13 follows COPPA; check your law). */
  minimumAge: 13,
  /** What a visitor does in your community to reach you: "… join our Discord community and <contactRoute>". SAMPLE. */
  contactRoute: "open a support ticket",
  /** How long script telemetry is kept before it is deleted or reduced to totals. SAMPLE. */
  telemetryRetentionDays: 90,
  /** How soon resellers must answer your requests. SAMPLE. */
  resellerResponseHours: 48,
  /** How soon resellers must report a chargeback or dispute. SAMPLE. */
  chargebackReportHours: 48,
  /** Showcaser payouts are sent within this many days of verification. SAMPLE. */
  showcaserPaymentDays: 14,
  /** Cumulative showcaser payouts: reaching minViews brings the total to totalUsd. */
  showcaserMilestones: [
    { minViews: 10_000, maxViews: 19_999, totalUsd: 50 },
    { minViews: 20_000, maxViews: 39_999, totalUsd: 75 },
    { minViews: 40_000, maxViews: 59_999, totalUsd: 100 },
    { minViews: 60_000, maxViews: 79_999, totalUsd: 125 },
    { minViews: 80_000, maxViews: null, totalUsd: 150 },
  ],
} as const satisfies SiteConfig["legal"];

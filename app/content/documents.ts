/**
 * The four legal documents: where each lives, its title (the page's h1) and its search description.
 * Routes and the "other documents" links read this list; the texts themselves are the .mdx files.
 */
import { site } from "~/config/site";

export interface LegalDocumentInfo {
  path: string;
  title: string;
  description: string;
}

const brand = site.brand.name;

export const legalDocuments = {
  terms: {
    path: "/terms",
    title: "Terms of Service",
    description: `The rules for using ${brand} and its keys: cryptocurrency-only sales, no refunds, one purchaser per key, the free key system, and blacklisting.`,
  },
  privacy: {
    path: "/privacy",
    title: "Privacy Policy",
    description: `What ${brand} collects (script telemetry, a country lookup for key links, one local-storage entry), which third parties are involved, and how long data is kept.`,
  },
  resellerTos: {
    path: "/reseller-tos",
    title: "Reseller Terms of Service",
    description: `The 14 rules every approved ${site.brand.premiumName} reseller agrees to: pricing, coupons, support, key records, branding, chargebacks and confidentiality.`,
  },
  showcaserTos: {
    path: "/showcaser-tos",
    title: "Showcaser Terms of Service",
    description: `How ${brand} pays content creators for showcase videos: verified organic views, payout milestones, approval, content rules and audits.`,
  },
} as const satisfies Record<string, LegalDocumentInfo>;

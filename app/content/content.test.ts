import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { formatCount, formatUsd, hostOf } from "~/lib/format";

const dir = new URL(".", import.meta.url);
const documents = readdirSync(dir).filter((name) => name.endsWith(".mdx"));

// Every value the legal texts mention that lives in the configuration (app/config/*.ts).
const configured = [
  site.brand.name,
  site.brand.premiumName,
  site.links.communityPlatform,
  site.links.communityInvite,
  formatUsd(site.legal.blacklistReinstatementFeeUsd),
  hostOf(site.thirdParty.geolocationEndpoint),
  hostOf(site.thirdParty.adScriptUrl),
  site.thirdParty.keyAuthProvider.name,
  ...site.getKey.freeProviders.map((provider) => provider.name),
  ...site.resellers.filter((reseller) => !reseller.official).map((reseller) => reseller.name),
  ...site.legal.showcaserMilestones.flatMap((m) => [formatCount(m.minViews), formatUsd(m.totalUsd)]),
  site.legal.acceptedPayment,
  site.legal.showcaserPayoutMethod,
  site.legal.contactRoute,
  `under ${site.legal.minimumAge}`,
  `${site.legal.telemetryRetentionDays} day`,
  `${site.legal.resellerResponseHours} hour`,
  `${site.legal.chargebackReportHours} hour`,
  `${site.legal.showcaserPaymentDays} day`,
];

describe("the legal content files", () => {
  it("are the four documents of the spec", () => {
    expect(documents.sort()).toEqual(["privacy.mdx", "reseller-tos.mdx", "showcaser-tos.mdx", "terms.mdx"]);
  });

  it.each(documents)("%s types no configured value into its prose (it imports them instead)", (name) => {
    const text = readFileSync(new URL(name, dir), "utf8");
    for (const value of configured) expect(text, `"${value}" belongs in app/config/`).not.toContain(value);
  });
});

/**
 * The configuration values the legal texts mention, ready to print. The MDX files import from here,
 * e.g. `{productName}` or `{reinstatementFee}` (MDX files use relative imports:
 * the `~` alias does not apply to them), so changing the configuration (app/config/brand.ts, key-flow.ts, legal.ts) changes every page.
 */
import { site } from "~/config/site";
import { formatCount, formatUsd, hostOf, joinList } from "~/lib/format";
import { payoutForViews } from "~/lib/payouts";

export const productName = site.brand.name;
export const premiumName = site.brand.premiumName;
export const reinstatementFee = formatUsd(site.legal.blacklistReinstatementFeeUsd);
// The facts an operator confirms (app/config/legal.ts, README "Legal facts to confirm").
const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;
/** "cryptocurrency": how our own key sales, the reinstatement fee and resellers' purchases are paid. */
export const acceptedPayment = site.legal.acceptedPayment;
export const showcaserPayoutMethod = site.legal.showcaserPayoutMethod;
export const minimumAge = formatCount(site.legal.minimumAge);
/** "open a support ticket", after "join our Discord community and". */
export const contactRoute = site.legal.contactRoute;
export const telemetryRetention = plural(site.legal.telemetryRetentionDays, "day", "days");
export const resellerResponseTime = plural(site.legal.resellerResponseHours, "hour", "hours");
export const chargebackReportTime = plural(site.legal.chargebackReportHours, "hour", "hours");
export const showcaserPaymentTime = plural(site.legal.showcaserPaymentDays, "day", "days");
export const communityPlatform = site.links.communityPlatform;
export const communityInvite = site.links.communityInvite;
export const geolocationHost = hostOf(site.thirdParty.geolocationEndpoint);
export const adScriptHost = hostOf(site.thirdParty.adScriptUrl);
export const keyAuthProvider = site.thirdParty.keyAuthProvider;
/** "Rinku and Work.ink" */
export const keyLinkProviders = joinList(site.getKey.freeProviders.map((provider) => provider.name));
/** The independent resellers, without the official store: "Kryo Keys". */
export const independentResellers = joinList(site.resellers.filter((r) => !r.official).map((r) => r.name));
const milestones = site.legal.showcaserMilestones;
export const showcaserMilestones = milestones;
export const firstMilestoneViews = formatCount(milestones[0].minViews);
/** The most one video can earn: the total of the last milestone. */
export const maxShowcaserPayout = formatUsd(milestones[milestones.length - 1].totalUsd);
/** A worked example for the showcaser terms: a little past the middle milestone (45,000 views → $100). */
const exampleViews = milestones[Math.floor(milestones.length / 2)].minViews + 5_000;
export const payoutExample = {
  views: formatCount(exampleViews),
  total: formatUsd(payoutForViews(exampleViews, milestones)),
};

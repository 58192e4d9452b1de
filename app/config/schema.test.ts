import { describe, expect, it } from "vitest";
import { configProblems } from "./schema";
import { site } from "./site";

/** A deep copy of the real configuration with one change applied. */
function withChange(change: (config: any) => void) {
  const copy = structuredClone(site) as any;
  change(copy);
  return copy;
}

/** The problems of a configuration, one line each; it must have some. */
function errorOf(config: unknown): string {
  const problems = configProblems(config);
  expect(problems, "expected the configuration to be rejected").not.toEqual([]);
  return problems.join("\n");
}

describe("site configuration", () => {
  it("is valid as shipped", () => {
    expect(configProblems(site)).toEqual([]);
  });

  it.each([
    [
      "a link that is not https",
      (c: any) => (c.links.docs = "http://docs.example"),
      "links.docs: must be an absolute https:// URL",
    ],
    [
      "a relative link",
      (c: any) => (c.games[2].gameUrl = "/games/x"),
      "games.2.gameUrl: must be an absolute https:// URL",
    ],
    [
      "a javascript: link",
      (c: any) => (c.resellers[1].url = "javascript:alert(1)"),
      "resellers.1.url: must be an absolute https:// URL",
    ],
    ["an empty game title", (c: any) => (c.games[3].title = "  "), "games.3.title: must not be empty"],
    [
      "a game without features (issue 42: its page says what the script does)",
      (c: any) => (c.games[4].features = []),
      'games.4.features: must list what the script does in this game, like ["Auto farm"]',
    ],
    ["a game's empty feature", (c: any) => (c.games[1].features = ["  "]), "games.1.features.0: must not be empty"],
    [
      "a duplicate game",
      (c: any) => (c.games[4].title = c.games[0].title),
      `games.4: duplicate game title "${site.games[0].title}"`,
    ],
    [
      "a remote game image",
      (c: any) => (c.games[1].image = "https://cdn.example/x.png"),
      "games.1.image: must be a local image path",
    ],
    [
      "a lower-case country",
      (c: any) => (c.countryTiers.tier1[0] = "us"),
      "countryTiers.tier1.0: must be two upper-case letters",
    ],
    [
      "a three-letter country",
      (c: any) => (c.countryTiers.tier2[5] = "USA"),
      "countryTiers.tier2.5: must be two upper-case letters",
    ],
    [
      "a country in two tiers",
      (c: any) => c.countryTiers.tier2.push("US"),
      `countryTiers.tier2.${site.countryTiers.tier2.length}: country "US" is in tier1 and tier2`,
    ],
    [
      "a duplicate country",
      (c: any) => c.countryTiers.tier1.push("CA"),
      `countryTiers.tier1.${site.countryTiers.tier1.length}: duplicate country "CA"`,
    ],
    ["a multi-line loader", (c: any) => (c.loader = "a\nb"), "loader: must be a single line"],
    ["an empty brand name", (c: any) => (c.brand.name = ""), "brand.name: must not be empty"],
    ["a bad accent colour", (c: any) => (c.resellers[0].accent = "purple"), "resellers.0.accent: must be a hex colour"],
    [
      "a non-official first reseller",
      (c: any) => (c.resellers[0].official = false),
      "resellers: the first reseller, and only it, must be official: true",
    ],
    ["a probability above 1", (c: any) => (c.rinkuShareLowerTiers = 1.5), "rinkuShareLowerTiers:"],
    [
      "a gap between milestones",
      (c: any) => (c.legal.showcaserMilestones[1].minViews = 21_000),
      "legal.showcaserMilestones.1.minViews: must follow the previous maxViews",
    ],
    [
      "a shrinking payout",
      (c: any) => (c.legal.showcaserMilestones[2].totalUsd = 60),
      "legal.showcaserMilestones.2.totalUsd: must grow",
    ],
    [
      "an unknown top-level field",
      (c: any) => (c.colour = "red"),
      "app/config/site.ts: colour: is not a field the site knows (remove it",
    ],
    [
      "an unknown field on a game",
      (c: any) => (c.games[1].subtitle = "x"),
      "app/config/brand.ts: games.1.subtitle: is not a field the site knows (remove it",
    ],
    [
      "an unknown legal field",
      (c: any) => (c.legal.refundDays = 3),
      "app/config/legal.ts: legal.refundDays: is not a field the site knows",
    ],
    [
      "a missing legal fact",
      (c: any) => delete c.legal.minimumAge,
      "app/config/legal.ts: legal.minimumAge: is missing (add it",
    ],
    [
      "a fractional minimum age",
      (c: any) => (c.legal.minimumAge = 12.5),
      "app/config/legal.ts: legal.minimumAge: must be a whole number",
    ],
    [
      "an empty contact route",
      (c: any) => (c.legal.contactRoute = " "),
      "app/config/legal.ts: legal.contactRoute: must not be empty",
    ],
    [
      "a logo that is not an SVG path",
      (c: any) => (c.brand.logo = "logo.png"),
      "app/config/brand.ts: brand.logo: must be null",
    ],
    [
      "two resellers of one name",
      (c: any) => (c.resellers[1].name = c.resellers[0].name),
      `app/config/key-flow.ts: resellers.1: duplicate reseller name`,
    ],
  ])("rejects %s, naming the field", (_name, change, message) => {
    const text = errorOf(withChange(change));
    expect(text).toContain(message);
  });

  it("names the file of each field", () => {
    const problems = configProblems(
      withChange((c) => {
        c.links.docs = "http://x.example";
        c.executors[0].url = "http://x.example";
        c.thirdParty.adScriptUrl = "http://x.example";
        c.legal.lastUpdated = "yesterday";
        delete c.games[0].features;
      }),
    );
    expect(problems).toEqual([
      "app/config/brand.ts: links.docs: must be an absolute https:// URL",
      'app/config/brand.ts: games.0.features: is missing (add it: see README "Configure and rebrand")',
      "app/config/executors.ts: executors.0.url: must be an absolute https:// URL",
      "app/config/key-flow.ts: thirdParty.adScriptUrl: must be an absolute https:// URL",
      "app/config/legal.ts: legal.lastUpdated: must be a date like 2026-11-22",
    ]);
  });

  it("lists every problem at once, one line each", () => {
    const problems = configProblems(
      withChange((c) => {
        c.links.docs = "ftp://x";
        c.games[0].title = "";
      }),
    );
    expect(problems).toHaveLength(2);
  });
});

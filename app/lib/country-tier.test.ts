import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { countryTier, normaliseCountryCode } from "./country-tier";

// Copied from the spec (section 9) on purpose: the test checks the configuration against the spec.
const specTier1 = "US CA GB AU DE FR NL SE NO DK CH AT BE LU IE FI JP SG NZ KR".split(" ");
const specTier2 = (
  "ES IT PT GR CZ SK SI EE LV LT PL HU HR BG RO CY MT IS IL AE SA QA KW OM TW HK MO BR MX AR CL UY CR PA TH MY PH"
).split(" ");

describe("countryTier with the configured lists", () => {
  it("the configuration holds exactly the spec's 20 tier-1 and 37 tier-2 countries", () => {
    expect(specTier1).toHaveLength(20);
    expect(specTier2).toHaveLength(37);
    expect([...site.countryTiers.tier1].sort()).toEqual([...specTier1].sort());
    expect([...site.countryTiers.tier2].sort()).toEqual([...specTier2].sort());
  });

  it.each(specTier1)("puts %s in tier 1", (code) => {
    expect(countryTier(code, site.countryTiers)).toBe(1);
  });

  it.each(specTier2)("puts %s in tier 2", (code) => {
    expect(countryTier(code, site.countryTiers)).toBe(2);
  });

  it.each(["IN", "PK", "NG", "RU", "CN", "ID", "VN", "EG", "ZA", "TR"])("puts %s, on neither list, in tier 3", (code) => {
    expect(countryTier(code, site.countryTiers)).toBe(3);
  });

  it("ignores case and surrounding whitespace", () => {
    expect(countryTier("us", site.countryTiers)).toBe(1);
    expect(countryTier(" br\n", site.countryTiers)).toBe(2);
    expect(countryTier("In", site.countryTiers)).toBe(3);
  });

  it("treats anything that is not two letters as an unknown country: tier 3", () => {
    for (const code of ["", "U", "USA", "U1", "12", "u s", null, undefined, 42, {}, ["US"]]) {
      expect(countryTier(code, site.countryTiers)).toBe(3);
    }
  });
});

describe("countryTier with other lists", () => {
  it("uses the lists it is given, not the configuration", () => {
    const tiers = { tier1: ["IN"], tier2: ["US"] };
    expect(countryTier("IN", tiers)).toBe(1);
    expect(countryTier("US", tiers)).toBe(2);
    expect(countryTier("GB", tiers)).toBe(3);
  });
});

describe("normaliseCountryCode", () => {
  it("upper-cases and trims a two-letter code", () => {
    expect(normaliseCountryCode(" gb ")).toBe("GB");
  });
  it("returns null for anything else", () => {
    expect(normaliseCountryCode("GBR")).toBeNull();
    expect(normaliseCountryCode(7)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { sectionsFromTitles, slugify } from "./slug";

describe("slugify", () => {
  it.each([
    ["1. Accurate Product Representation", "accurate-product-representation"],
    ["14. Changes to Terms", "changes-to-terms"],
    ["5. End-User Support Goes to the Provider", "end-user-support-goes-to-the-provider"],
    ["Compensation and Views", "compensation-and-views"],
    ["Blacklisting & Reinstatement", "blacklisting-and-reinstatement"],
    ["What We Don't Collect", "what-we-dont-collect"],
    ["  Café  Rules!  ", "cafe-rules"],
    ["2) Keys", "keys"],
  ])("turns %j into %j", (title, id) => {
    expect(slugify(title)).toBe(id);
  });

  it("keeps numbers that are not the section number", () => {
    expect(slugify("Payouts in 2026")).toBe("payouts-in-2026");
  });

  it("refuses a title with nothing to make an id from", () => {
    expect(() => slugify("!!!")).toThrow('"!!!" has no letters or digits');
  });
});

describe("sectionsFromTitles", () => {
  it("pairs each title with its id, in order", () => {
    expect(sectionsFromTitles(["1. Scope", "2. Keys"])).toEqual([
      { id: "scope", title: "1. Scope" },
      { id: "keys", title: "2. Keys" },
    ]);
  });

  it("rejects two titles that would share an id", () => {
    expect(() => sectionsFromTitles(["1. Changes", "9. Changes"])).toThrow('Two sections would share the id "changes"');
  });
});

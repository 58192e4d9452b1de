import { describe, expect, it } from "vitest";
import { formatCount, formatIsoDate, formatUsd, formatUtcTime, hostOf, joinList } from "./format";

describe("formatUsd", () => {
  it.each([
    [2.5, "$2.50"],
    [0.5, "$0.50"],
    [50, "$50"],
    [150, "$150"],
    [1500, "$1,500"],
    [12.345, "$12.35"],
    [0, "$0"],
  ])("formats %s as %s", (amount, expected) => {
    expect(formatUsd(amount)).toBe(expected);
  });

  it("refuses amounts that are not finite numbers", () => {
    expect(() => formatUsd(Number.NaN)).toThrow("expected a finite amount, got NaN");
    expect(() => formatUsd(Infinity)).toThrow("expected a finite amount");
  });
});

describe("formatCount", () => {
  it("groups thousands with commas", () => {
    expect(formatCount(10_000)).toBe("10,000");
    expect(formatCount(79_999)).toBe("79,999");
    expect(formatCount(999)).toBe("999");
  });
});

describe("formatIsoDate", () => {
  it("writes a calendar date out in words", () => {
    expect(formatIsoDate("2026-11-22")).toBe("November 22, 2026");
    expect(formatIsoDate("2025-01-05")).toBe("January 5, 2025");
  });

  it("does not shift the day with the time zone", () => {
    expect(formatIsoDate("2026-12-31")).toBe("December 31, 2026");
    expect(formatIsoDate("2026-01-01")).toBe("January 1, 2026");
  });

  it.each(["22/11/2026", "2026-13-01", "2026-11-00", "", "2026-11-22T10:00:00Z"])(
    "rejects %j with a clear error",
    (value) => {
      expect(() => formatIsoDate(value)).toThrow("expected a date like 2026-11-22");
    },
  );
});

describe("hostOf", () => {
  it("keeps only the host of a URL", () => {
    expect(hostOf("https://api.country.is/")).toBe("api.country.is");
    expect(hostOf("https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js")).toBe(
      "pagead2.googlesyndication.com",
    );
  });
});

describe("joinList", () => {
  it("joins names the way an English sentence does", () => {
    expect(joinList(["Rinku"])).toBe("Rinku");
    expect(joinList(["Rinku", "Work.ink"])).toBe("Rinku and Work.ink");
    expect(joinList(["A", "B", "C"])).toBe("A, B, and C");
  });
});

describe("formatUtcTime", () => {
  it("prints the same text in every time zone", () => {
    expect(formatUtcTime("2026-11-23T09:05:00Z")).toBe("Nov 23, 2026, 09:05 UTC");
    expect(formatUtcTime("2026-11-23T01:05:00+02:00")).toBe("Nov 22, 2026, 23:05 UTC");
  });
  it("refuses what is not a time", () => {
    expect(() => formatUtcTime("yesterday")).toThrow('expected an ISO time, got "yesterday"');
  });
});

describe("dates in other languages", () => {
  it("writes the legal date and status times the way each language does, in UTC", () => {
    expect(formatIsoDate("2026-11-22", "pt-BR")).toBe("22 de novembro de 2026");
    expect(formatIsoDate("2026-11-22", "ru")).toBe("22 ноября 2026 г.");
    expect(formatIsoDate("2026-11-22")).toBe("November 22, 2026");
    expect(formatUtcTime("2026-11-23T09:05:00Z", "es")).toMatch(
      /^23 nov 2026, 9:05 UTC$|^23 nov\.? 2026, 9:05 UTC$|09:05 UTC$/,
    );
    expect(formatUtcTime("2026-11-23T09:05:00Z")).toBe("Nov 23, 2026, 09:05 UTC");
  });

  it("makes UTC part of the language's format: Vietnamese puts it after the time, before the day", () => {
    expect(formatUtcTime("2026-11-30T22:00:00Z", "vi")).toBe("22:00 UTC ngày 30 thg 11, 2026");
    expect(formatUtcTime(Date.parse("2026-11-30T22:00:00Z"), "vi", false)).toBe("22:00 UTC");
    expect(formatUtcTime(Date.parse("2026-11-30T22:00:00Z"), "id", false)).toBe("22.00 UTC");
  });
});

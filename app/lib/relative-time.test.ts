import { describe, expect, it } from "vitest";
import { formatDateTime, formatTimeAgo, timeAgo } from "./relative-time";

const now = Date.UTC(2026, 10, 23, 12, 0, 0);
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe("timeAgo", () => {
  it.each([
    [0, { value: 0, unit: "second" }],
    [59_000, { value: 0, unit: "second" }],
    [minute, { value: -1, unit: "minute" }],
    [59 * minute, { value: -59, unit: "minute" }],
    [90 * minute, { value: -1, unit: "hour" }],
    [23 * hour, { value: -23, unit: "hour" }],
    [day, { value: -1, unit: "day" }],
    [6 * day, { value: -6, unit: "day" }],
    [7 * day, { value: -1, unit: "week" }],
    [40 * day, { value: -1, unit: "month" }],
    [400 * day, { value: -1, unit: "year" }],
  ])("%i ms ago", (elapsed, expected) => {
    expect(timeAgo(now - elapsed, now)).toEqual(expected);
  });

  it("never tells a time in the future (another device's clock)", () => {
    expect(timeAgo(now + hour, now)).toEqual({ value: 0, unit: "second" });
  });
});

describe("formatTimeAgo", () => {
  it("speaks the page's language through Intl", () => {
    expect(formatTimeAgo(now - 5 * minute, now, "en")).toBe("5 minutes ago");
    expect(formatTimeAgo(now - day, now, "en")).toBe("yesterday");
    expect(formatTimeAgo(now - 10_000, now, "en")).toBe("now");
    expect(formatTimeAgo(now - 5 * minute, now, "de")).toBe("vor 5 Minuten");
  });

  it("falls back to English for a language tag it cannot use", () => {
    expect(formatTimeAgo(now - 5 * minute, now, "not a locale!")).toBe("5 minutes ago");
  });
});

describe("formatDateTime", () => {
  it("gives the full date and time", () => {
    expect(formatDateTime(now, "en")).toMatch(/Nov 23, 2026/);
  });
});

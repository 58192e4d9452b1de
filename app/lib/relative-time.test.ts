import { describe, expect, it } from "vitest";
import { formatDateTime, formatTimeAgo, sayTimeAgo, sayTimeAgoAlone, timeAgo } from "./relative-time";

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
    expect(formatTimeAgo(now - 5 * minute, now, "de")).toBe("vor 5 Minuten");
  });

  it('leaves the last minute to the language\'s own words (Intl says "now")', () => {
    expect(formatTimeAgo(now - 10_000, now, "en")).toBeUndefined();
    expect(formatTimeAgo(now, now, "vi")).toBeUndefined();
  });

  it("falls back to English for a language tag it cannot use", () => {
    expect(formatTimeAgo(now - 5 * minute, now, "not a locale!")).toBe("5 minutes ago");
  });
});

describe("sayTimeAgo", () => {
  const updated = { justNow: "Cập nhật vừa xong", ago: (ago: string) => `Cập nhật ${ago}` };

  it("says the language's own phrase for the last minute", () => {
    expect(sayTimeAgo(updated, now - 30_000, now, "vi")).toBe("Cập nhật vừa xong");
  });

  it('places Intl\'s phrase inside the sentence, lower-cased (Intl capitalises vi "Hôm qua")', () => {
    expect(new Intl.RelativeTimeFormat("vi", { numeric: "auto" }).format(-1, "day")).toBe("Hôm qua");
    expect(sayTimeAgo(updated, now - day, now, "vi")).toBe("Cập nhật hôm qua");
    expect(sayTimeAgo(updated, now - 5 * minute, now, "vi")).toBe("Cập nhật 5 phút trước");
  });

  it("capitalises a time that stands alone", () => {
    expect(sayTimeAgoAlone("Just now", now - 1000, now, "en")).toBe("Just now");
    expect(sayTimeAgoAlone("Just now", now - day, now, "en")).toBe("Yesterday");
    expect(sayTimeAgoAlone("Только что", now - day, now, "ru")).toBe("Вчера");
  });
});

describe("formatDateTime", () => {
  it("gives the full date and time", () => {
    expect(formatDateTime(now, "en")).toMatch(/Nov 23, 2026/);
  });
});

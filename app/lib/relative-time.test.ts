import { describe, expect, it } from "vitest";
import { formatDateTime, sayTimeAgo } from "./relative-time";

/** The bare phrase: `undefined` in the last minute (the language's own words are said there). */
const formatTimeAgo = (then: number, now: number, locale: string) =>
  sayTimeAgo({ justNow: "", ago: "{0}" }, then, now, locale) || undefined;

const now = Date.UTC(2026, 10, 23, 12, 0, 0);
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe("formatTimeAgo", () => {
  it.each([
    [0, undefined],
    [59_000, undefined],
    [minute, "1 minute ago"],
    [59 * minute, "59 minutes ago"],
    [90 * minute, "1 hour ago"],
    [23 * hour, "23 hours ago"],
    [day, "yesterday"],
    [6 * day, "6 days ago"],
    [7 * day, "last week"],
    [40 * day, "last month"],
    [400 * day, "last year"],
  ])("%i ms ago: the largest unit it fills", (elapsed, expected) => {
    expect(formatTimeAgo(now - elapsed, now, "en")).toBe(expected);
  });

  it("never tells a time in the future (another device's clock)", () => {
    expect(formatTimeAgo(now + hour, now, "en")).toBeUndefined();
  });

  it("speaks the page's language through Intl", () => {
    expect(formatTimeAgo(now - 5 * minute, now, "en")).toBe("5 minutes ago");
    expect(formatTimeAgo(now - day, now, "en")).toBe("yesterday");
    expect(formatTimeAgo(now - 5 * minute, now, "de")).toBe("vor 5 Minuten");
  });

  it('leaves the last minute to the language\'s own words (Intl says "now")', () => {
    expect(formatTimeAgo(now - 10_000, now, "en")).toBeUndefined();
    expect(formatTimeAgo(now, now, "vi")).toBeUndefined();
  });

  it("falls back to English for a language the runtime does not know", () => {
    expect(formatTimeAgo(now - 5 * minute, now, "xx")).toBe("5 minutes ago");
  });
});

describe("sayTimeAgo", () => {
  const updated = { justNow: "Cập nhật vừa xong", ago: "Cập nhật {0}" };

  it("says the language's own phrase for the last minute", () => {
    expect(sayTimeAgo(updated, now - 30_000, now, "vi")).toBe("Cập nhật vừa xong");
  });

  it('places the phrase inside the sentence in lower case: "Hôm qua" alone, "Cập nhật hôm qua" in it', () => {
    expect(sayTimeAgo({ justNow: "Vừa xong" }, now - day, now, "vi")).toBe("Hôm qua");
    expect(sayTimeAgo(updated, now - day, now, "vi")).toBe("Cập nhật hôm qua");
    expect(sayTimeAgo(updated, now - 5 * minute, now, "vi")).toBe("Cập nhật 5 phút trước");
  });

  it("capitalises a time that stands alone", () => {
    expect(sayTimeAgo({ justNow: "Just now" }, now - 1000, now, "en")).toBe("Just now");
    expect(sayTimeAgo({ justNow: "Just now" }, now - day, now, "en")).toBe("Yesterday");
    expect(sayTimeAgo({ justNow: "Только что" }, now - day, now, "ru")).toBe("Вчера");
  });
});

describe("formatDateTime", () => {
  it("gives the full date and time", () => {
    expect(formatDateTime(now, "en")).toMatch(/Nov 23, 2026/);
  });
});

import { describe, expect, it } from "vitest";
import { parseTime, windowProblem } from "./window-rules.ts";

const minute = 60_000;
const day = 86_400_000;
const now = Date.parse("2026-11-30T10:00:00Z");

describe("a window's times", () => {
  it("are ISO 8601 with their zone for the CLI, and datetime-local values read as UTC for the admin", () => {
    expect(parseTime("2026-11-30T10:00:00Z", true)).toBe(now);
    expect(parseTime("2026-11-30T12:00+02:00", true)).toBe(now);
    expect(parseTime("2026-11-30T10:00:00.000Z", true)).toBe(now);
    expect(parseTime("2026-11-30T10:00", false)).toBe(now);
    expect(parseTime("2026-11-30T10:00:00", false)).toBe(now);
    expect(parseTime("2024-02-29T10:00", false)).toBe(Date.parse("2024-02-29T10:00:00Z"));
  });

  it("are refused when they name a date or time that does not exist, or are not written as asked", () => {
    const refused = [
      ["2026-02-31T10:00", false],
      ["2026-02-29T10:00", false],
      ["2026-04-31T10:00:00Z", true],
      ["2026-13-01T10:00:00Z", true],
      ["2026-11-30T24:00:00Z", true],
      ["2026-11-30T10:60", false],
      ["2026-11-30T10:00:60Z", true],
      ["2026-11-30T10:00+24:00", true],
      ["2026-11-30T10:00", true],
      ["2026-11-30T10:00Z", false],
      ["tomorrow", true],
      ["2026-11-30", false],
      ["", false],
    ] as const;
    expect(refused.filter(([value, zone]) => !Number.isNaN(parseTime(value, zone)))).toEqual([]);
  });
});

describe("a window's length", () => {
  it("is at least a minute and at most 31 days, counted from now when its start is past", () => {
    expect(windowProblem(now, now + minute, now)).toBeUndefined();
    expect(windowProblem(now + day, now + 32 * day, now)).toBeUndefined();
    expect(windowProblem(now - 40 * day, now + 2 * minute, now)).toBeUndefined();
    expect(windowProblem(now, now + 1, now)).toBe("A window lasts at least 1 minute");
    expect(windowProblem(now - day, now + 30_000, now)).toBe("A window lasts at least 1 minute");
    expect(windowProblem(now, now + 31 * day + 1, now)).toBe("A window lasts at most 31 days");
    expect(windowProblem(now, Date.parse("9999-12-31T00:00:00Z"), now)).toBe("A window lasts at most 31 days");
  });

  it("ends after its start and after now", () => {
    expect(windowProblem(now + 2 * day, now + day, now)).toBe("The end must come after the start, and after now");
    expect(windowProblem(now - 2 * day, now - day, now)).toBe("The end must come after the start, and after now");
    expect(windowProblem(Number.NaN, now + day, now)).toBe("A window needs a start and an end");
  });
});

/**
 * "5 minutes ago" and "Nov 23, 2026, 11:06 AM" for the times /joiner remembers and the live status, with the browser's
 * Intl in the page's language. Client-only: the build cannot know "now".
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Largest unit first; a span is told in the largest unit it fills at least once. */
const units: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * DAY],
  ["month", 30 * DAY],
  ["week", 7 * DAY],
  ["day", DAY],
  ["hour", HOUR],
  ["minute", MINUTE],
];

/** How long ago `then` was, as a whole number of one unit (0 seconds under a minute, "now"). Never in the future. */
export function timeAgo(then: number, now: number): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const elapsed = Math.max(0, now - then);
  for (const [unit, ms] of units) {
    if (elapsed >= ms) return { value: -Math.floor(elapsed / ms), unit };
  }
  return { value: 0, unit: "second" };
}

/** "now", "5 minutes ago", "yesterday", "last week", … in `locale` (English when the browser does not know it). */
export function formatTimeAgo(then: number, now: number, locale: string): string {
  const { value, unit } = timeAgo(then, now);
  return new Intl.RelativeTimeFormat(supported(locale), { numeric: "auto" }).format(value, unit);
}

/** The date and time in full, for a tooltip and `<time>`'s reader: "Nov 23, 2026, 11:06 AM". */
export function formatDateTime(then: number, locale: string): string {
  return new Intl.DateTimeFormat(supported(locale), { dateStyle: "medium", timeStyle: "short" }).format(then);
}

function supported(locale: string): string {
  try {
    return Intl.RelativeTimeFormat.supportedLocalesOf(locale).length > 0 ? locale : "en";
  } catch {
    return "en";
  }
}

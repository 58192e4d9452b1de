/**
 * "5 minutes ago" and "Nov 23, 2026, 11:06 AM" in the page's language (the browser's Intl), placed in
 * each language's own sentence. Client-only: the build cannot know "now".
 */
import { fitTimePhrase } from "~/i18n/time-words";

const MINUTE = 60_000;
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

/**
 * "5 minutes ago", "yesterday", … in `locale` (English when the browser does not know it), never in the
 * future (another device's clock); `undefined` under a minute, which each language words itself: Intl's
 * "now" reads as a command ("Join now").
 */
export function formatTimeAgo(then: number, now: number, locale: string): string | undefined {
  const elapsed = Math.max(0, now - then);
  const [unit, ms] = units.find(([, length]) => elapsed >= length) ?? [];
  if (!unit || !ms) return undefined;
  return new Intl.RelativeTimeFormat(supported(locale), { numeric: "auto" }).format(-Math.floor(elapsed / ms), unit);
}

/**
 * A language's sentence around a time: `justNow` for the last minute ("Updated just now"), else `ago`;
 * `at` around the exact time the prerender prints ("Updated on Nov 23…").
 */
export interface TimeSentence {
  justNow: string;
  ago?: (ago: string) => string;
  at?: (time: string) => string;
}

/**
 * `sentence` for the time `then`: Intl's phrase lower-cased and fitted to follow the verb
 * (app/i18n/time-words.ts); without `ago`, a time standing alone (a table cell), with a capital.
 */
export function sayTimeAgo({ justNow, ago }: TimeSentence, then: number, now: number, locale: string): string {
  const phrase = formatTimeAgo(then, now, locale);
  if (phrase === undefined) return justNow;
  const [first = "", ...rest] = phrase;
  const tag = supported(locale);
  if (!ago) return first.toLocaleUpperCase(tag) + rest.join("");
  return ago(fitTimePhrase(locale, first.toLocaleLowerCase(tag) + rest.join("")));
}

/** The date and time in full, for a tooltip and `<time>`'s reader: "Nov 23, 2026, 11:06 AM". */
export function formatDateTime(then: number, locale: string): string {
  return new Intl.DateTimeFormat(supported(locale), { dateStyle: "medium", timeStyle: "short" }).format(then);
}

const supported = (locale: string) => Intl.RelativeTimeFormat.supportedLocalesOf(locale)[0] ?? "en";

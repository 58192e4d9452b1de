/** "5 minutes ago" in the page's language (Intl), in its own sentence. Client-only: the build cannot know "now". */
import { fitTimePhrase } from "~/i18n/time-words";
import { say } from "~/i18n/words";

const DAY = 86_400_000;

/** Largest unit first; a span is told in the largest unit it fills at least once. */
const units: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * DAY],
  ["month", 30 * DAY],
  ["week", 7 * DAY],
  ["day", DAY],
  ["hour", DAY / 24],
  ["minute", 60_000],
];

/**
 * A language's sentence: `justNow` in the last minute (Intl's "now" reads as a command), and the templates
 * `ago` and `at` (prerender).
 */
export interface TimeSentence {
  justNow: string;
  ago?: string;
  at?: string;
}

/** `sentence` for `then` (never in the future: another device's clock) in `locale`, else English; capitalized alone. */
export function sayTimeAgo({ justNow, ago }: TimeSentence, then: number, now: number, locale: string): string {
  const elapsed = Math.max(0, now - then);
  const [unit, ms] = units.find(([, length]) => elapsed >= length) ?? [];
  if (!unit || !ms) return justNow;
  const tag = supported(locale);
  const phrase = new Intl.RelativeTimeFormat(tag, { numeric: "auto" }).format(-Math.floor(elapsed / ms), unit);
  const [first = "", ...rest] = phrase;
  const lower = first.toLocaleLowerCase(tag) + rest.join("");
  if (ago) return say(ago, fitTimePhrase(locale, lower));
  const [head = "", ...tail] = fitTimePhrase(locale, lower, true);
  return head.toLocaleUpperCase(tag) + tail.join("");
}

/** The date and time in full, for a tooltip and `<time>`'s reader: "Nov 23, 2026, 11:06 AM". */
export function formatDateTime(then: number, locale: string): string {
  return new Intl.DateTimeFormat(supported(locale), { dateStyle: "medium", timeStyle: "short" }).format(then);
}

const supported = (locale: string) => Intl.RelativeTimeFormat.supportedLocalesOf(locale)[0] ?? "en";

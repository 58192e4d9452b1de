/** Display formatting for amounts, counts, dates and URLs: pure, and in UTC, so the prerender and the browser agree. */

/**
 * A formatter made on first use, not when the module loads: building one loads its locale's data (tens of
 * milliseconds on a slow phone), and the landing page's island module imports this file for one function.
 */
function onFirstUse<F>(make: () => F): () => F {
  let made: F | undefined;
  return () => (made ??= make());
}
const usdWhole = onFirstUse(
  () => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }),
);
const usdCents = onFirstUse(
  () => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 }),
);
const count = onFirstUse(() => new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }));
const list = onFirstUse(() => new Intl.ListFormat("en-US", { style: "long", type: "conjunction" }));
const utcClock = { timeStyle: "short", hourCycle: "h23", timeZone: "UTC" } as const;

/** US dollars: whole amounts without cents ("$50", "$1,500"), others with two decimals ("$2.50"). */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount)) throw new Error(`formatUsd: expected a finite amount, got ${amount}`);
  return Number.isInteger(amount) ? usdWhole().format(amount) : usdCents().format(amount);
}

/** A whole count with thousands separators: 10000 → "10,000". */
export function formatCount(value: number): string {
  return count().format(value);
}

/** An ISO date ("2026-11-22") as a long date in the language (BCP 47), in any time zone: "22 de novembro de 2026". */
export function formatIsoDate(isoDate: string, locale = "en-US"): string {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)?.map(Number) ?? [];
  if (!year || !month || !day || month > 12 || day > 31)
    throw new Error(`formatIsoDate: expected a date like 2026-11-22, got "${isoDate}"`);
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(Date.UTC(year, month - 1, day));
}

/** The host name of an absolute URL: "https://api.country.is/" → "api.country.is". */
export const hostOf = (url: string): string => new URL(url).host;

/** An English list: ["A"] → "A", ["A", "B"] → "A and B", ["A", "B", "C"] → "A, B, and C". */
export const joinList = (items: readonly string[]): string => list().format(items);

/**
 * A time (ISO or milliseconds) in UTC, in the language's medium date and 24-hour time, "Nov 23, 2026, 09:00 UTC", or
 * alone (`withDate` false), "09:00 UTC". Vietnamese says a time on a day, UTC after the time:
 * "09:00 UTC ngày 23 thg 11, 2026" (Intl writes "09:00 23 thg 11, 2026").
 */
export function formatUtcTime(time: string | number, locale = "en-US", withDate = true): string {
  const ms = typeof time === "number" ? time : Date.parse(time);
  if (Number.isNaN(ms)) throw new Error(`formatUtcTime: expected an ISO time, got "${time}"`);
  const text = `${new Intl.DateTimeFormat(locale, { ...(withDate && { dateStyle: "medium" }), ...utcClock }).format(ms)} UTC`;
  return /^vi\b/i.test(locale) ? text.replace(/^(\d{1,2}:\d{2}) (.+) UTC$/, "$1 UTC ngày $2") : text;
}

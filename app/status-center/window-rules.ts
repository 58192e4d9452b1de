/**
 * What a maintenance window may be, one rule for the admin, the CLI and `maintenance().schedule`: its times as
 * people write them (a date that does not exist is refused, never rolled over) and its length.
 */

/** The shortest and the longest window, from its start (now, when its start is past). */
export const shortestWindow = 60_000;
export const longestWindow = 31 * 86_400_000;

const written = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)(Z|[+-]\d{2}:\d{2})?$/;

/**
 * A time in milliseconds, or NaN: with `zone`, an ISO 8601 time with its zone ("2026-11-30T10:00:00Z",
 * "2026-11-30T12:00+02:00"); without, a `datetime-local` value read as UTC ("2026-11-30T10:00"). A date or time that
 * does not exist ("2026-02-31T10:00", "T24:00") is NaN where Date.parse would roll it over.
 */
export function parseTime(value: string, zone: boolean): number {
  const [, wall, offset] = written.exec(value) ?? [];
  if (!wall || Boolean(offset) !== zone) return NaN;
  const asUtc = Date.parse(`${wall}Z`);
  if (Number.isNaN(asUtc) || !new Date(asUtc).toISOString().startsWith(wall)) return NaN;
  return zone ? Date.parse(value) : asUtc;
}

/** Why a window from `from` to `to` cannot be scheduled at `now` (undefined: it can); a start in the past is now. */
export function windowProblem(from: number, to: number, now: number): string | undefined {
  if (!Number.isFinite(from) || !Number.isFinite(to)) return "A window needs a start and an end";
  const length = to - Math.max(from, now);
  if (length <= 0) return "The end must come after the start, and after now";
  if (length < shortestWindow) return "A window lasts at least 1 minute";
  if (length > longestWindow) return "A window lasts at most 31 days";
  return undefined;
}

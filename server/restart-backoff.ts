/**
 * How long the primary waits before replacing a worker that died: no wait for a first crash, then
 * doubling for each further crash within the window (100 ms, 200 ms, … up to 30 s), so a worker that
 * dies at once on every start cannot spin the machine. Crashes older than the window are forgotten.
 */
export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
  windowMs: number;
}

export const defaultBackoff: BackoffOptions = { baseMs: 100, maxMs: 30_000, windowMs: 60_000 };

export class RestartBackoff {
  private crashes: number[] = [];

  constructor(private readonly options: BackoffOptions = defaultBackoff) {}

  /** Records a crash at `now` and returns the delay before its replacement starts. */
  next(now = Date.now()): number {
    const { baseMs, maxMs, windowMs } = this.options;
    this.crashes = this.crashes.filter((time) => now - time < windowMs);
    this.crashes.push(now);
    if (this.crashes.length === 1) return 0;
    return Math.min(maxMs, baseMs * 2 ** (this.crashes.length - 2));
  }
}

/** Worker count: WEB_CONCURRENCY when it is a positive integer, else one per core. */
export function workerCount(value: string | undefined, cores: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? Math.min(parsed, 64) : Math.max(1, cores);
}

/**
 * Bounded logging for what clients cause (malformed requests, timeouts, failed sends): a client
 * must not decide how many lines the server writes. Lines are grouped by a key (the kind of event,
 * never request data); per key and per window the first `perKey` lines are written as they come,
 * the rest are only counted and summed up in one line when the window ends. At most `maxKeys`
 * keys are tracked per window; events of further kinds are counted under one "other" key. So a
 * window writes at most maxKeys × (perKey + 1) + perKey + 1 lines, however many requests arrive,
 * and each line is cut to `maxLength` characters (a request target can be 16 KB).
 */
/** Writes one line at a level (the server's is `logLine` in serve.ts). */
export type Log = (level: "info" | "warn" | "error", message: string) => void;

export interface LogLimitOptions {
  /** Length of a window, in ms (60 s). */
  windowMs?: number;
  /** Lines written as they come per key and window (3). */
  perKey?: number;
  /** Keys tracked per window (50); more kinds are counted together. */
  maxKeys?: number;
  /** Longest line written (500 characters). */
  maxLength?: number;
  /** The clock (tests). */
  now?: () => number;
  /** Summaries are written by a timer every window (unref'd); off for tests, which call flush(). */
  timer?: boolean;
}

export interface LimitedLog {
  /** Logs `message` under `key` unless this window's lines for that key are used up. */
  (level: "info" | "warn" | "error", key: string, message: string): void;
  /** Writes the summaries of the window so far and starts a new one. */
  flush(): void;
  /** Stops the timer. */
  stop(): void;
}

/** One line per event on stderr: time, level, process, message (newlines escaped). */
export const logLine: Log = (level, message) => {
  process.stderr.write(`${new Date().toISOString()} ${level} pid=${process.pid} ${message.replace(/\r?\n/g, "\\n")}\n`);
};

export const otherKey = "other client events";

export function limitLog(log: Log, options: LogLimitOptions = {}): LimitedLog {
  const { windowMs = 60_000, perKey = 3, maxKeys = 50, maxLength = 500, now = Date.now, timer = true } = options;
  let windowStart = now();
  let counts = new Map<string, { level: "info" | "warn" | "error"; seen: number }>();
  const cut = (line: string) => (line.length > maxLength ? `${line.slice(0, maxLength)}… (cut)` : line);

  const flush = () => {
    const seconds = Math.round((now() - windowStart) / 1000);
    for (const [key, { level, seen }] of counts)
      if (seen > perKey)
        log(level, cut(`${key}: ${seen - perKey} more in the last ${seconds} s, not logged one by one`));
    counts = new Map();
    windowStart = now();
  };

  const limited = ((level, key, message) => {
    if (now() - windowStart >= windowMs) flush();
    const tracked = counts.has(key) || counts.size < maxKeys ? key : otherKey;
    const entry = counts.get(tracked) ?? { level, seen: 0 };
    entry.seen++;
    counts.set(tracked, entry);
    if (entry.seen <= perKey) log(level, cut(tracked === key ? message : `${otherKey}: ${message}`));
  }) as LimitedLog;
  const interval = timer ? setInterval(flush, windowMs) : undefined;
  interval?.unref();
  limited.flush = flush;
  limited.stop = () => clearInterval(interval);
  return limited;
}

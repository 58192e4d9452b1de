/**
 * One Discord webhook message per status change. `allowed_mentions: { parse: [] }`: an `@everyone` in a
 * note pings no one. A 429 is retried after what Discord says; a failure is returned, never thrown.
 */
import { executorStatusTones, gameStatusTones, type Tone } from "../config/status-schema.ts";
import type { Change } from "./store.ts";

/** A webhook URL we may post to: any https URL, or http on localhost (tests). */
export function webhookUrl(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  const url = URL.parse(value);
  if (
    url?.protocol === "https:" ||
    (url?.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname))
  )
    return url;
  throw new Error(`DISCORD_WEBHOOK_URL must be an https URL (or http on localhost); got "${value}"`);
}

/** An embed's colour: its status's badge tone (a notice's level, a window's step), Tailwind's 500 shades. */
const toneColours: Record<Tone, number> = { ok: 0x22c55e, neutral: 0x64748b, warn: 0xf59e0b, danger: 0xef4444 };
const colourTones: Record<string, Tone> = {
  ...gameStatusTones,
  ...executorStatusTones,
  scheduled: "neutral",
  started: "neutral",
  cancelled: "ok",
  warning: "warn",
  none: "neutral",
};
const colour = (status = "") => (status === "info" ? 0x3b82f6 : toneColours[colourTones[status] ?? "danger"]);

/** Discord's markdown characters escaped: a note shows as written (no bold, no masked link, no heading). */
const asWritten = (text: string) => text.replace(/[\\*_~`|>#[\]()<:-]/g, "\\$&");

/** The message for `change`: `subject` is the game's title, the executor's name or "Site notice". */
export function webhookMessage(change: Change, subject: string, status: string, statusPage: string) {
  return {
    allowed_mentions: { parse: [] },
    embeds: [
      {
        title: `${subject}: ${status}`.slice(0, 256),
        description: change.after?.note ? asWritten(change.after.note).slice(0, 4096) : undefined,
        url: statusPage,
        color: colour(change.after?.status),
        timestamp: new Date(change.at).toISOString(),
        footer: { text: `Changed by ${change.actor}`.slice(0, 2048) },
      },
    ],
  };
}

/**
 * How long a post may take: `attempts` tries of `timeoutMs` each, with at most `maxWaitMs` of waits for 429s; a
 * drain of the outbox claims another post only while that post can end within `drainMs` of the drain's start.
 */
export const postBudgets = {
  /** A Node process (the server, a CLI): it waits up to 30 s for Discord's rate limit, and posts all that is owed. */
  node: { attempts: 3, timeoutMs: 10_000, maxWaitMs: 30_000, drainMs: Infinity },
  /** The Worker: its posts end within waitUntil's 30 s after the answer (5 s left for the statements). */
  worker: { attempts: 2, timeoutMs: 5_000, maxWaitMs: 5_000, drainMs: 25_000 },
};
export type PostBudget = typeof postBudgets.node;
/** The longest a post on `budget` takes: every try timed out or answered 429 just before, and every wait taken. */
export const worstCaseMs = ({ attempts, timeoutMs, maxWaitMs }: PostBudget) => attempts * timeoutMs + maxWaitMs;

/** Posts `message`; on 429 waits what Discord asks (at most `maxWaitMs` in all) and tries again. */
export async function postWebhook(
  url: URL,
  message: object,
  { attempts, maxWaitMs, timeoutMs }: PostBudget = postBudgets.node,
): Promise<{ ok: true } | { ok: false; error: string }> {
  let waited = 0;
  for (let attempt = 1; ; attempt++) {
    let answer: Response;
    try {
      answer = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(message),
        // Never followed (a redirect is a failure: answer.ok is false); Workers have no "error" mode.
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return { ok: false, error: `Discord could not be reached: ${(error as Error).message}` };
    }
    if (answer.ok) return { ok: true };
    const body = (await answer.json().catch(() => ({}))) as { retry_after?: unknown };
    const seconds = Number(body.retry_after ?? answer.headers.get("retry-after"));
    const delay = Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds * 1000) : 1000;
    if (answer.status !== 429 || attempt >= attempts || waited + delay > maxWaitMs)
      return { ok: false, error: `Discord answered ${answer.status}` };
    waited += delay;
    await new Promise((done) => setTimeout(done, delay));
  }
}

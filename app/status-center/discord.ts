/**
 * One Discord webhook message per status change. `allowed_mentions: { parse: [] }`: an `@everyone` in a
 * note pings no one. A 429 is retried after what Discord says; a failure is returned, never thrown.
 */
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

const colours: Record<string, number> = {
  operational: 0x22c55e,
  working: 0x22c55e,
  degraded: 0xf59e0b,
  updating: 0xf59e0b,
  maintenance: 0x64748b,
  scheduled: 0x64748b,
  started: 0x64748b,
  cancelled: 0x22c55e,
  info: 0x3b82f6,
  warning: 0xf59e0b,
  none: 0x64748b,
};

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
        color: colours[change.after?.status ?? ""] ?? 0xef4444,
        timestamp: new Date(change.at).toISOString(),
        footer: { text: `Changed by ${change.actor}`.slice(0, 2048) },
      },
    ],
  };
}

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Posts `message`; on 429 waits what Discord asks (at most `maxWaitMs` in all) and tries again. */
export async function postWebhook(
  url: URL,
  message: object,
  { attempts = 3, maxWaitMs = 30_000, timeoutMs = 10_000 } = {},
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
    await wait(delay);
  }
}

/**
 * Web Push in the status center: the VAPID keys (the settings', else the store's, made at their first use), the
 * subscriptions (endpoint, keys, game, language, time; nothing else), and the drain of `push_outbox`: each
 * message claimed with a time and a token, sent once, deleted once delivered or refused; a push service's
 * 404 or 410 deletes its subscription; 429, 5xx and timeouts wait for the claim to lapse.
 */
import { newToken } from "./accounts.ts";
import { newVapid, pushMessage, sendPush, type Vapid } from "./push.ts";
import { first, sql, type Engine } from "./sql.ts";

/** At most this many subscriptions in all: a flood fills no disk, and a save's trigger stays short. */
export const subscriptionCap = 10_000;
/** Messages claimed, then sent at once, per round of a drain. */
const perRound = 20;

export function pushCenter(
  engine: Engine,
  settings: { vapid?: Vapid; vapidSubject: string },
  log: (line: string) => void,
  /** How long a claim holds: then another may take the message. */
  leaseMs: number,
) {
  const read = () => first<Vapid>(engine, sql`SELECT public_key AS publicKey, private_key AS privateKey FROM vapid`);
  async function vapid(): Promise<Vapid> {
    const known = settings.vapid ?? (await read());
    if (known) return known;
    // Of processes starting together, the first to write keeps its keys; everyone reads those.
    const made = await newVapid();
    await engine.all(sql`INSERT INTO vapid VALUES (1, ${made.publicKey}, ${made.privateKey}) ON CONFLICT DO NOTHING`);
    return (await read())!;
  }

  return {
    /** The public key browsers subscribe with. */
    publicKey: async () => (await vapid()).publicKey,

    /** Keeps `endpoint` (its keys updated) for `game` in `locale`; false when the store holds as many as it may. */
    async subscribe(endpoint: string, keys: { p256dh: string; auth: string }, game: string, locale: string) {
      const now = Date.now();
      const [, kept] = await engine.batch([
        sql`UPDATE push_subscription SET p256dh = ${keys.p256dh}, auth = ${keys.auth} WHERE endpoint = ${endpoint}`,
        sql`INSERT INTO push_subscription (endpoint, p256dh, auth, game, locale, at)
          SELECT ${endpoint}, ${keys.p256dh}, ${keys.auth}, ${game}, ${locale}, ${now}
          WHERE (SELECT count(*) FROM push_subscription) < ${subscriptionCap}
             OR EXISTS (SELECT 1 FROM push_subscription WHERE endpoint = ${endpoint} AND game = ${game})
          ON CONFLICT (endpoint, game) DO UPDATE SET locale = excluded.locale, at = excluded.at RETURNING 1 AS ok`,
      ]);
      return kept!.length > 0;
    },

    unsubscribe: (endpoint: string, game: string) =>
      engine.all(sql`DELETE FROM push_subscription WHERE endpoint = ${endpoint} AND game = ${game}`),

    /** Sends what `push_outbox` holds, a round at a time while a round can end by `deadline` (ms since the epoch). */
    async pushEach(deadline: number, timeoutMs: number) {
      while (Date.now() + timeoutMs <= deadline) {
        const now = Date.now();
        const claim = newToken();
        const claimed = await engine.all(
          sql`UPDATE push_outbox SET claimed_at = ${now}, claim = ${claim} WHERE id IN (SELECT id FROM push_outbox
            WHERE claimed_at IS NULL OR claimed_at <= ${now - leaseMs} ORDER BY id LIMIT ${perRound}) RETURNING id`,
        );
        if (!claimed.length) return;
        type Owed = { id: number; subscription: number; game: string; status: string; note: string };
        const owed = await engine.all<Owed & { endpoint: string; p256dh: string; auth: string; locale: string }>(
          sql`SELECT o.id, s.id AS subscription, c.key AS game, c.after_status AS status, c.after_note AS note,
            s.endpoint, s.p256dh, s.auth, s.locale FROM push_outbox o JOIN change c ON c.id = o.change_id
            JOIN push_subscription s ON s.id = o.subscription_id WHERE o.claim = ${claim}`,
        );
        const keys = await vapid();
        const sent = await Promise.all(
          owed.map((row) =>
            sendPush(
              row,
              pushMessage(row.game, row.status, row.note, row.locale),
              keys,
              settings.vapidSubject,
              timeoutMs,
              // Not the builder's error, which may quote the endpoint: no log shows one.
            ).catch(() => ({ outcome: "refused" as const, error: "it could not be built for this subscription" })),
          ),
        );
        const ids = (outcomes: string[]) =>
          JSON.stringify(owed.flatMap((row, index) => (outcomes.includes(sent[index]!.outcome) ? [row.id] : [])));
        const gone = owed.filter((_, index) => sent[index]!.outcome === "gone").map((row) => row.subscription);
        for (const [index, row] of owed.entries())
          if (sent[index]!.error) log(`status center: push ${row.id} (change of ${row.game}): ${sent[index]!.error}`);
        await engine.batch([
          sql`DELETE FROM push_outbox WHERE claim = ${claim} AND id IN (SELECT value FROM json_each(${ids(["sent", "refused"])}))`,
          sql`DELETE FROM push_subscription WHERE id IN (SELECT value FROM json_each(${JSON.stringify(gone)}))`,
        ]);
      }
    },
  };
}

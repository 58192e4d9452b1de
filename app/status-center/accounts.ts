/**
 * Operators and how they sign in: one-time invites, their passkeys, sessions, WebAuthn challenges and
 * per-address limits, all in the database so every server process and the CLI agree. Tokens are
 * random; only their SHA-256 is stored.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Settings } from "./center.ts";
import type { Database } from "./database.ts";

export interface Passkey {
  id: string;
  operatorId: number;
  name: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
}

const newToken = () => randomBytes(32).toString("base64url");
const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const toPasskey = (row: Record<string, unknown>): Passkey => ({
  id: String(row.id),
  operatorId: Number(row.operator_id),
  name: String(row.name),
  publicKey: new Uint8Array(row.public_key as Uint8Array),
  counter: Number(row.counter),
  transports: JSON.parse(String(row.transports)),
});

export function accounts(
  { db, transaction }: Database,
  settings: Pick<Settings, "inviteTtlSeconds" | "idleSeconds" | "absoluteSeconds">,
) {
  const operatorNamed = (name: string) =>
    db.prepare("SELECT id, name FROM operator WHERE name = ?").get(name) as { id: number; name: string } | undefined;
  const passkeys = (where: string, value: string | number) =>
    db
      .prepare(`SELECT passkey.*, operator.name FROM passkey JOIN operator ON operator.id = operator_id WHERE ${where}`)
      .all(value)
      .map(toPasskey);
  const passkeysOf = (operatorId: number) =>
    passkeys("operator_id = ? ORDER BY passkey.created_at, passkey.id", operatorId);
  const liveInvite = (token: string, now: number) =>
    db
      .prepare("SELECT name FROM invite WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?")
      .get(hash(token), now) as { name: string } | undefined;

  return {
    operatorNamed,
    passkeysOf,

    /** A one-time invite for `name` (a new operator, or a new passkey for one): the token for its link. */
    invite(name: string, now = Date.now()): string {
      const token = newToken();
      db.prepare("INSERT INTO invite VALUES (?, ?, ?, NULL)").run(
        hash(token),
        name,
        now + settings.inviteTtlSeconds * 1000,
      );
      return token;
    },

    /** Who an unused, unexpired invite is for; undefined when it was used, has expired or never was. */
    invitedName: (token: string, now = Date.now()) => liveInvite(token, now)?.name,

    /**
     * Uses the invite once: the operator (created if new) gets the passkey. Undefined, and nothing stored,
     * when the invite was used meanwhile or has expired.
     */
    redeem(token: string, passkey: Omit<Passkey, "operatorId" | "name">, now = Date.now()) {
      return transaction(() => {
        const invite = liveInvite(token, now);
        if (!invite) return undefined;
        db.prepare("UPDATE invite SET used_at = ? WHERE token_hash = ?").run(now, hash(token));
        db.prepare("INSERT INTO operator (name, created_at) VALUES (?, ?) ON CONFLICT DO NOTHING").run(
          invite.name,
          now,
        );
        const operator = operatorNamed(invite.name)!;
        db.prepare("INSERT INTO passkey VALUES (?, ?, ?, ?, ?, ?)").run(
          passkey.id,
          operator.id,
          passkey.publicKey,
          passkey.counter,
          JSON.stringify(passkey.transports),
          now,
        );
        return operator;
      });
    },

    passkey: (id: string): Passkey | undefined => passkeys("passkey.id = ?", id)[0],
    setCounter: (id: string, counter: number) =>
      void db.prepare("UPDATE passkey SET counter = ? WHERE id = ?").run(counter, id),

    /** A new session for the operator, and its sign-in in the audit log: the token for the cookie. */
    startSession(operator: { id: number; name: string }, now = Date.now()): string {
      const token = newToken();
      transaction(() => {
        db.prepare("INSERT INTO session VALUES (?, ?, ?, ?)").run(hash(token), operator.id, now, now);
        db.prepare("INSERT INTO change (at, actor, kind, key) VALUES (?, ?, 'sign-in', '')").run(now, operator.name);
      });
      return token;
    },

    /** The operator a session token belongs to while it is neither idle nor too old (and marks it used). */
    session(token: string | undefined, now = Date.now()): { id: number; name: string } | undefined {
      if (!token) return undefined;
      const row = db
        .prepare(
          "SELECT operator.id, operator.name FROM session JOIN operator ON operator.id = operator_id WHERE token_hash = ? AND seen_at > ? AND session.created_at > ?",
        )
        .get(hash(token), now - settings.idleSeconds * 1000, now - settings.absoluteSeconds * 1000);
      if (!row) return undefined;
      db.prepare("UPDATE session SET seen_at = ? WHERE token_hash = ?").run(now, hash(token));
      return { id: Number(row.id), name: String(row.name) };
    },
    endSession: (token: string) => void db.prepare("DELETE FROM session WHERE token_hash = ?").run(hash(token)),

    /** Every operator with their passkeys' count and last sign-in. */
    list: () =>
      db
        .prepare(
          `SELECT name, created_at AS created, (SELECT count(*) FROM passkey WHERE operator_id = operator.id) AS passkeys,
             (SELECT max(at) FROM change WHERE kind = 'sign-in' AND actor = operator.name) AS lastSignIn
           FROM operator ORDER BY name`,
        )
        .all() as { name: string; created: number; passkeys: number; lastSignIn: number | null }[],

    /** Removes an operator, their passkeys and sessions (signed out at once) and their unused invites. */
    remove: (name: string) =>
      transaction(() => {
        db.prepare("DELETE FROM invite WHERE name = ? AND used_at IS NULL").run(name);
        return db.prepare("DELETE FROM operator WHERE name = ?").run(name).changes > 0;
      }),

    /** Keeps a WebAuthn challenge for 5 minutes; the id goes to the browser. */
    saveChallenge(purpose: string, challenge: string, now = Date.now()): string {
      const id = newToken();
      db.prepare("DELETE FROM challenge WHERE expires_at <= ?").run(now);
      db.prepare("INSERT INTO challenge VALUES (?, ?, ?, ?)").run(id, purpose, challenge, now + 300_000);
      return id;
    },
    /** The challenge, once: it is deleted as it is read. */
    takeChallenge: (id: string, purpose: string, now = Date.now()) => {
      const row = db
        .prepare("DELETE FROM challenge WHERE id = ? AND purpose = ? AND expires_at > ? RETURNING challenge")
        .get(id, purpose, now);
      return row ? String(row.challenge) : undefined;
    },

    /** Whether `key` (e.g. "sign-in 203.0.113.9") may go on: at most `max` times in `windowMs`. */
    allow(key: string, now = Date.now(), max = 10, windowMs = 60_000): boolean {
      return transaction(() => {
        db.prepare("DELETE FROM hit WHERE at <= ?").run(now - windowMs);
        const { count } = db.prepare("SELECT count(*) AS count FROM hit WHERE key = ?").get(key) as { count: number };
        if (count >= max) return false;
        db.prepare("INSERT INTO hit VALUES (?, ?)").run(key, now);
        return true;
      });
    },
  };
}

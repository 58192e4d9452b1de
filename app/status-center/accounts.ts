// Operators and how they sign in (invites, passkeys, sessions, WebAuthn challenges, per-address limits), in the
// database so every server process and the CLI agree. Tokens are random; only their SHA-256 is stored.
import { createHash, randomBytes } from "node:crypto";
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

type Operator = { id: number; name: string };

/** Names the status center writes as the actor of its own changes. */
const systemNames = ["CLI", "status.json"];

/**
 * An operator's name as stored: trimmed, NFKC; refused (with why) when empty, over 64 characters, holding a
 * control or formatting character (a line break would forge audit lines), a name the system signs with, or
 * another operator's name in other letter case.
 */
export function operatorName(input: string, taken: readonly string[]): string {
  const name = input.normalize("NFKC").trim();
  const fold = (text: string) => text.toLocaleLowerCase("und");
  if (!name || name.length > 64) throw new Error("an operator's name has 1 to 64 characters");
  if (/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(name))
    throw new Error("an operator's name cannot hold control characters or line breaks");
  if (systemNames.some((system) => fold(system) === fold(name)))
    throw new Error(`"${name}" is what the status center signs its own changes with: choose another name`);
  const other = taken.find((each) => each !== name && fold(each) === fold(name));
  if (other) throw new Error(`"${other}" is an operator already: use that spelling to give them another passkey`);
  return name;
}
type Listed = { name: string; created: number; passkeys: number; lastSignIn: number | null };

export function accounts(
  { db, transaction }: Database,
  settings: Record<"inviteTtlSeconds" | "idleSeconds" | "absoluteSeconds", number>,
) {
  const sql = db.createTagStore();
  const operatorNamed = (name: string) =>
    sql.get`SELECT id, name FROM operator WHERE name = ${name}` as Operator | undefined;
  const passkeys = (where: string, value: string | number) =>
    db
      .prepare(`SELECT passkey.*, operator.name FROM passkey JOIN operator ON operator.id = operator_id WHERE ${where}`)
      .all(value)
      .map(toPasskey);
  const passkeysOf = (name: string) => passkeys("operator.name = ? ORDER BY passkey.created_at, passkey.id", name);
  const liveInvite = (token: string, now: number) =>
    sql.get`SELECT name FROM invite WHERE token_hash = ${hash(token)} AND used_at IS NULL AND expires_at > ${now}` as
      { name: string } | undefined;

  return {
    passkeysOf,

    /** A one-time invite for `name` (a new operator, or a new passkey for one): the token for its link. */
    invite(input: string, now = Date.now()): string {
      const taken = sql.all`SELECT name FROM operator UNION SELECT name FROM invite WHERE used_at IS NULL AND expires_at > ${now}`;
      const name = operatorName(
        input,
        taken.map((row) => String(row.name)),
      );
      const token = newToken();
      const expires = now + settings.inviteTtlSeconds * 1000;
      void sql.run`INSERT INTO invite VALUES (${hash(token)}, ${name}, ${expires}, NULL)`;
      return token;
    },

    /** Who an unused, unexpired invite is for; undefined when it was used, has expired or never was. */
    invitedName: (token: string, now = Date.now()) => liveInvite(token, now)?.name,

    /**
     * Uses the invite once: the operator (created if new) gets the passkey. Undefined, and nothing stored,
     * when the invite was used meanwhile or has expired; "taken" when a passkey with that id exists.
     */
    redeem(token: string, passkey: Omit<Passkey, "operatorId" | "name">, now = Date.now()) {
      return transaction(() => {
        const invite = liveInvite(token, now);
        if (!invite) return undefined;
        if (sql.get`SELECT 1 AS taken FROM passkey WHERE id = ${passkey.id}`) return "taken" as const;
        void sql.run`UPDATE invite SET used_at = ${now} WHERE token_hash = ${hash(token)}`;
        void sql.run`INSERT INTO operator (name, created_at) VALUES (${invite.name}, ${now}) ON CONFLICT DO NOTHING`;
        const operator = operatorNamed(invite.name)!;
        void sql.run`INSERT INTO passkey VALUES (${passkey.id}, ${operator.id}, ${passkey.publicKey},
          ${passkey.counter}, ${JSON.stringify(passkey.transports)}, ${now})`;
        return operator;
      });
    },

    passkey: (id: string): Passkey | undefined => passkeys("passkey.id = ?", id)[0],
    setCounter: (id: string, counter: number) => void sql.run`UPDATE passkey SET counter = ${counter} WHERE id = ${id}`,

    /** A new session for the operator, and its sign-in in the audit log: the token for the cookie (undefined: removed). */
    startSession(operator: Operator, now = Date.now()): string | undefined {
      const token = newToken();
      return transaction(() => {
        if (
          !sql.run`INSERT INTO session SELECT ${hash(token)}, id, ${now}, ${now} FROM operator WHERE id = ${operator.id}`
            .changes
        )
          return undefined;
        void sql.run`INSERT INTO change (at, actor, kind, key) VALUES (${now}, ${operator.name}, 'sign-in', '')`;
        return token;
      });
    },

    /** The operator a session token belongs to while it is neither idle nor too old (and marks it used). */
    session(token: string | undefined, now = Date.now()): Operator | undefined {
      if (!token) return undefined;
      const [idle, old] = [now - settings.idleSeconds * 1000, now - settings.absoluteSeconds * 1000];
      return sql.get`UPDATE session SET seen_at = ${now}
        WHERE token_hash = ${hash(token)} AND seen_at > ${idle} AND created_at > ${old}
        RETURNING operator_id AS id, (SELECT name FROM operator WHERE id = operator_id) AS name` as
        Operator | undefined;
    },
    endSession: (token: string) => void sql.run`DELETE FROM session WHERE token_hash = ${hash(token)}`,

    /** Every operator with their passkeys' count and last sign-in. */
    list: () =>
      sql.all`SELECT name, created_at AS created,
          (SELECT count(*) FROM passkey WHERE operator_id = operator.id) AS passkeys,
          (SELECT max(at) FROM change WHERE kind = 'sign-in' AND actor = operator.name) AS lastSignIn
        FROM operator ORDER BY name` as Listed[],

    /** Removes an operator, their passkeys and sessions (signed out at once) and their unused invites. */
    remove: (name: string) =>
      transaction(() => {
        void sql.run`DELETE FROM invite WHERE name = ${name} AND used_at IS NULL`;
        return sql.run`DELETE FROM operator WHERE name = ${name}`.changes > 0;
      }),

    /** Keeps a WebAuthn challenge for 5 minutes; the id goes to the browser. */
    saveChallenge(purpose: string, challenge: string, now = Date.now()): string {
      const id = newToken();
      void sql.run`DELETE FROM challenge WHERE expires_at <= ${now}`;
      void sql.run`INSERT INTO challenge VALUES (${id}, ${purpose}, ${challenge}, ${now + 300_000})`;
      return id;
    },
    /** The challenge, once: it is deleted as it is read. */
    takeChallenge: (id: string, purpose: string, now = Date.now()) =>
      sql.get`DELETE FROM challenge WHERE id = ${id} AND purpose = ${purpose} AND expires_at > ${now}
        RETURNING challenge`?.challenge as string | undefined,

    /** Whether `key` (e.g. "sign-in 203.0.113.9") may go on: at most `max` times in `windowMs`. */
    allow(key: string, now = Date.now(), max = 10, windowMs = 60_000): boolean {
      return transaction(() => {
        void sql.run`DELETE FROM hit WHERE at <= ${now - windowMs}`;
        if ((sql.get`SELECT count(*) AS count FROM hit WHERE key = ${key}`!.count as number) >= max) return false;
        void sql.run`INSERT INTO hit VALUES (${key}, ${now})`;
        return true;
      });
    },
  };
}

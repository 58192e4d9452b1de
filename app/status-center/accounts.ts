// Operators and how they sign in (invites, passkeys, sessions, WebAuthn challenges), in the database so every
// server process, Worker and CLI agrees. Tokens are random; only their SHA-256 is stored.
import { isoBase64URL, isoUint8Array, toHash } from "@simplewebauthn/server/helpers";
import { first, sql, type Engine, type Row, type Statement } from "./sql.ts";

/** 32 random bytes, base64url without padding (Web Crypto: the same on Node and Workers). */
export const newToken = () => isoBase64URL.fromBuffer(crypto.getRandomValues(new Uint8Array(32)));
/** A token's SHA-256, hex: what the database keeps of it. */
export const hash = async (token: string) => isoUint8Array.toHex(await toHash(isoUint8Array.fromUTF8String(token)));
/** A passkey's stored transports (a JSON list of strings, like ["internal","hybrid"]); undefined when it is not one. */
export function transportsOf(stored: unknown): string[] | undefined {
  try {
    const list: unknown = JSON.parse(String(stored));
    return Array.isArray(list) && list.every((each) => typeof each === "string") ? list : undefined;
  } catch {
    return undefined;
  }
}
const toPasskey = (row: Row) => ({
  id: String(row.id),
  operatorId: Number(row.operator_id),
  name: String(row.name),
  // node:sqlite gives a Uint8Array, D1 an array of numbers.
  publicKey: new Uint8Array(row.public_key as ArrayLike<number>),
  counter: Number(row.counter),
  // A value that is no such list (a row written by hand) is none: sign-in goes on without the hint.
  transports: transportsOf(row.transports) ?? [],
});
export type Passkey = ReturnType<typeof toPasskey>;

type Operator = { id: number; name: string };
type Listed = { name: string; created: number; passkeys: number; lastSignIn: number | null };

/** Input a command refuses (its CLI exits 2, as every refusal of the CLIs does); any other error is a failure (1). */
export class Refusal extends Error {}

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
  if (!name || name.length > 64) throw new Refusal("an operator's name has 1 to 64 characters");
  if (/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(name))
    throw new Refusal("an operator's name cannot hold control characters or line breaks");
  if (systemNames.some((system) => fold(system) === fold(name)))
    throw new Refusal(`"${name}" is what the status center signs its own changes with: choose another name`);
  const other = taken.find((each) => each !== name && fold(each) === fold(name));
  if (other) throw new Refusal(`"${other}" is an operator already: use that spelling to give them another passkey`);
  return name;
}

/** How many tries a key (a ceremony and a client) has had in the window: kept where the engine keeps it. */
export function rateLimit(engine: Engine) {
  /** Whether `key` may go on: at most `max` times in `windowMs`; a refused try is not counted. */
  return async (key: string, now = Date.now(), max = 10, windowMs = 60_000) => {
    const [, allowed] = await engine.batch([
      sql`DELETE FROM hit WHERE at <= ${now - windowMs}`,
      sql`INSERT INTO hit SELECT ${key}, ${now} WHERE (SELECT count(*) FROM hit WHERE key = ${key}) < ${max}
        RETURNING 1 AS ok`,
    ]);
    return allowed!.length > 0;
  };
}

export function accounts(
  engine: Engine,
  settings: Record<"inviteTtlSeconds" | "idleSeconds" | "absoluteSeconds", number>,
  allow = rateLimit(engine),
) {
  const passkeys = async (where: Statement) =>
    (
      await engine.all(
        sql`SELECT passkey.*, operator.name FROM passkey JOIN operator ON operator.id = operator_id
          WHERE ${where} ORDER BY passkey.created_at, passkey.id`,
      )
    ).map(toPasskey);
  const passkeyById = async (id: string): Promise<Passkey | undefined> => (await passkeys(sql`passkey.id = ${id}`))[0];
  const liveInvite = async (token: string, now: number) =>
    first<{ name: string }>(
      engine,
      sql`SELECT name FROM invite WHERE token_hash = ${await hash(token)} AND used_at IS NULL AND expires_at > ${now}`,
    );

  return {
    passkeysOf: (name: string) => passkeys(sql`operator.name = ${name}`),

    /** A one-time invite for `name` (a new operator, or a new passkey for one): the token for its link. */
    async invite(input: string, now = Date.now()): Promise<string> {
      const taken = await engine.all<{ name: string }>(
        sql`SELECT name FROM operator UNION SELECT name FROM invite WHERE used_at IS NULL AND expires_at > ${now}`,
      );
      const names = taken.map((row) => row.name);
      const name = operatorName(input, names);
      const token = newToken();
      const expires = now + settings.inviteTtlSeconds * 1000;
      await engine.all(
        sql`INSERT INTO invite (token_hash, name, expires_at) VALUES (${await hash(token)}, ${name}, ${expires})`,
      );
      return token;
    },

    /** Who an unused, unexpired invite is for; undefined when it was used, has expired or never was. */
    invitedName: async (token: string, now = Date.now()) => (await liveInvite(token, now))?.name,

    /** Invites not used yet and not expired: who for, and until when. */
    waiting: (now = Date.now()) =>
      engine.all<{ name: string; expires: number }>(
        sql`SELECT name, expires_at AS expires FROM invite WHERE used_at IS NULL AND expires_at > ${now} ORDER BY expires_at`,
      ),

    /**
     * Uses the invite once: the operator (created if new) gets the passkey. Undefined, and nothing stored,
     * when the invite was used meanwhile or has expired; "taken" when a passkey with that id exists.
     */
    async redeem(token: string, passkey: Omit<Passkey, "operatorId" | "name">, now = Date.now()) {
      const tokenHash = await hash(token);
      const id = passkey.id;
      const ours = sql`invite.token_hash = ${tokenHash} AND invite.passkey_id = ${id}`;
      // One batch: the invite taken for this passkey (unless it is used, expired, or the passkey registered
      // already), then the operator if new, then the passkey.
      const [taken, , added] = await engine.batch([
        sql`UPDATE invite SET used_at = ${now}, passkey_id = ${id} WHERE token_hash = ${tokenHash} AND used_at IS NULL
          AND expires_at > ${now} AND NOT EXISTS (SELECT 1 FROM passkey WHERE id = ${id}) RETURNING name`,
        sql`INSERT INTO operator (name, created_at) SELECT name, ${now} FROM invite WHERE ${ours} ON CONFLICT DO NOTHING`,
        sql`INSERT INTO passkey SELECT ${id}, operator.id, ${passkey.publicKey}, ${passkey.counter},
            ${JSON.stringify(passkey.transports)}, ${now} FROM invite JOIN operator ON operator.name = invite.name
          WHERE ${ours} ON CONFLICT DO NOTHING
          RETURNING operator_id AS id, (SELECT name FROM operator WHERE id = operator_id) AS name`,
      ]);
      if (taken!.length && added![0]) return added![0] as Operator;
      return (await passkeyById(id)) && (await liveInvite(token, now)) ? ("taken" as const) : undefined;
    },

    passkey: passkeyById,
    setCounter: (id: string, counter: number) =>
      engine.all(sql`UPDATE passkey SET counter = ${counter} WHERE id = ${id}`).then(() => undefined),

    /**
     * A new session for the operator, and its sign-in in the audit log: the token for the cookie (undefined: removed).
     * The session the browser sent (`replacing`), if any, ends with it: a sign-in never keeps an old token alive.
     */
    async startSession(operator: Operator, now = Date.now(), replacing?: string): Promise<string | undefined> {
      const token = newToken();
      const [, started] = await engine.batch([
        sql`DELETE FROM session WHERE token_hash = ${await hash(replacing ?? "")}`,
        sql`INSERT INTO session SELECT ${await hash(token)}, id, ${now}, ${now} FROM operator WHERE id = ${operator.id}
          RETURNING 1 AS ok`,
        sql`INSERT INTO change (at, actor, kind, key) SELECT ${now}, name, 'sign-in', '' FROM operator WHERE id = ${operator.id}`,
      ]);
      return started!.length ? token : undefined;
    },

    /** The operator a session token belongs to while it is neither idle nor too old (and marks it used). */
    async session(token: string | undefined, now = Date.now()): Promise<Operator | undefined> {
      if (!token) return undefined;
      const [idle, old] = [now - settings.idleSeconds * 1000, now - settings.absoluteSeconds * 1000];
      return first<Operator>(
        engine,
        sql`UPDATE session SET seen_at = ${now}
          WHERE token_hash = ${await hash(token)} AND seen_at > ${idle} AND created_at > ${old}
          RETURNING operator_id AS id, (SELECT name FROM operator WHERE id = operator_id) AS name`,
      );
    },
    endSession: async (token: string) =>
      void (await engine.all(sql`DELETE FROM session WHERE token_hash = ${await hash(token)}`)),

    /** Every operator with their passkeys' count and last sign-in. */
    list: () =>
      engine.all<Listed>(sql`SELECT name, created_at AS created,
          (SELECT count(*) FROM passkey WHERE operator_id = operator.id) AS passkeys,
          (SELECT max(at) FROM change WHERE kind = 'sign-in' AND actor = operator.name) AS lastSignIn
        FROM operator ORDER BY name`),

    /** Removes an operator, their passkeys and sessions (signed out at once) and their unused invites. */
    async remove(name: string): Promise<boolean> {
      const [, removed] = await engine.batch([
        sql`DELETE FROM invite WHERE name = ${name} AND used_at IS NULL`,
        sql`DELETE FROM operator WHERE name = ${name} RETURNING id`,
      ]);
      return removed!.length > 0;
    },

    /** Keeps a WebAuthn challenge for 5 minutes; the id goes to the browser. */
    async saveChallenge(purpose: string, challenge: string, now = Date.now()): Promise<string> {
      const id = newToken();
      // Lost in a power cut, a challenge only makes its ceremony start again: no need to wait for the disk.
      await engine.batch(
        [
          sql`DELETE FROM challenge WHERE expires_at <= ${now}`,
          sql`INSERT INTO challenge VALUES (${id}, ${purpose}, ${challenge}, ${now + 300_000})`,
        ],
        { lasting: false },
      );
      return id;
    },
    /** The challenge, once: it is deleted as it is read. */
    takeChallenge: async (id: string, purpose: string, now = Date.now()) =>
      (
        await first<{ challenge: string }>(
          engine,
          sql`DELETE FROM challenge WHERE id = ${id} AND purpose = ${purpose} AND expires_at > ${now} RETURNING challenge`,
        )
      )?.challenge,

    /** Whether `key` (e.g. "ceremony 203.0.113.9") may go on: at most `max` times in `windowMs`. */
    allow,
  };
}

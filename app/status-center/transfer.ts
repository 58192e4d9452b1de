/**
 * The whole state of a status center as one JSON file (`npm run admin -- export` and `import`): statuses, their
 * history and audit log, maintenance windows, operators, invites, passkeys, the Discord posts still owed, the Web Push
 * keys and subscriptions. Sessions, challenges, sign-in counts and the pushes still owed stay behind: an operator
 * signs in again with the same passkey. It moves a site between the Node server's SQLite and D1 both ways: the
 * engines hold the same tables.
 */
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { site } from "../config/site.ts";
import { statusVocabulary } from "../config/status-schema.ts";
import { Refusal } from "./accounts.ts";
import { rowProblem, valueProblem } from "./rules.ts";
import { sql, type Engine, type Row, type Statement, type Value } from "./sql.ts";

/** The tables an export holds, with their columns, in an order that keeps every reference valid. */
const tables = {
  maintenance: [
    "id",
    "game",
    "starts",
    "ends",
    "note",
    "created_at",
    "actor",
    "cancelled_at",
    "started_at",
    "ended_at",
    "claim",
  ],
  change: [
    "id",
    "at",
    "actor",
    "kind",
    "key",
    "before_status",
    "before_note",
    "after_status",
    "after_note",
    "maintenance_id",
  ],
  subject: ["kind", "key", "status", "note", "at", "actor", "version"],
  operator: ["id", "name", "created_at"],
  invite: ["token_hash", "name", "expires_at", "used_at", "passkey_id"],
  passkey: ["id", "operator_id", "public_key", "counter", "transports", "created_at"],
  outbox: ["change_id", "claimed_at", "error"],
  seeded: ["id"],
  vapid: ["id", "public_key", "private_key"],
  push_subscription: ["id", "endpoint", "p256dh", "auth", "game", "locale", "at"],
} as const;
/** What an export leaves behind (above): emptied by an import. */
const leftBehind = ["push_outbox", "session", "challenge", "hit"];
/** Tables an export made before Web Push has not: imported as empty (new VAPID keys are made at their first use). */
const newer = ["vapid", "push_subscription"] as const;
type Newer = (typeof newer)[number];
type Rows = Record<string, Value | { bytes: string }>[];
type Table = keyof typeof tables;
/** The tables in the order of `tables`. */
const order = Object.keys(tables) as Table[];
export interface Exported {
  format: "rift-status-center";
  version: 1;
  exportedAt: string;
  /** An export made before Web Push has no `vapid` and `push_subscription`. */
  tables: Record<Exclude<Table, Newer>, Rows> & Partial<Record<Newer, Rows>>;
}

const toJson = (value: unknown): Value | { bytes: string } =>
  value instanceof Uint8Array || Array.isArray(value) || value instanceof ArrayBuffer
    ? { bytes: isoBase64URL.fromBuffer(new Uint8Array(value as ArrayLike<number>), "base64") }
    : (value as Value);
const fromJson = (value: unknown): Value => {
  if (value && typeof value === "object" && "bytes" in value)
    return isoBase64URL.toBuffer(String((value as { bytes: string }).bytes), "base64");
  if (value === null || typeof value === "string" || typeof value === "number") return value;
  throw new Error(`not a value an export holds: ${JSON.stringify(value)}`);
};

export async function exportState(engine: Engine, now = Date.now()): Promise<Exported> {
  const exported = {
    format: "rift-status-center",
    version: 1,
    exportedAt: new Date(now).toISOString(),
    tables: {},
  } as Exported;
  for (const table of order) {
    const columns = tables[table];
    const rows = await engine.all<Row>({ sql: `SELECT ${columns.join(", ")} FROM ${table} ORDER BY 1`, params: [] });
    exported.tables[table] = rows.map((row) =>
      Object.fromEntries(columns.map((column) => [column, toJson(row[column])])),
    );
  }
  return exported;
}

/** Rows as INSERT statements of at most 99 bound values each (D1 takes 100 a statement). */
function inserts(table: Table, rows: Rows = []): Statement[] {
  const columns = tables[table];
  const perStatement = Math.max(1, Math.floor(99 / columns.length));
  const statements: Statement[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    statements.push({
      sql: `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${chunk.map(() => `(${columns.map(() => "?").join(", ")})`).join(", ")}`,
      params: chunk.flatMap((row) => columns.map((column) => fromJson(row[column] ?? null))),
    });
  }
  return statements;
}

/**
 * Refuses an export that is not one, or holds a row the rules refuse (rules.ts): the first, in one line naming the
 * row, the field and why.
 */
function check(exported: Exported, games: readonly string[]) {
  const refuse = (why: string) => {
    throw new Refusal(`import refused: ${why}`);
  };
  if (exported?.format !== "rift-status-center" || exported.version !== 1)
    refuse("not an export of this status center (npm run admin -- export)");
  for (const table of order) {
    // An export made before push subscriptions existed has none.
    if (exported.tables && newer.includes(table as Newer)) exported.tables[table as Newer] ??= [];
    if (!Array.isArray(exported.tables?.[table])) refuse(`the export has no ${table} table`);
  }
  const operators = exported.tables.operator.map((row) => row?.name).filter((name) => typeof name === "string");
  for (const table of order)
    (exported.tables[table] ?? []).forEach((row, index) => {
      const at = `${table} row ${index + 1}`;
      if (typeof row !== "object" || row === null || Array.isArray(row)) refuse(`${at}: is not an object`);
      for (const column of tables[table]) {
        const why = valueProblem(row[column] ?? null);
        if (why) refuse(`${at}, field ${column}: ${why}`);
      }
      const why = rowProblem(table, row, { games, operators });
      if (why) refuse(`${at}, ${why}`);
    });
}

/**
 * Replaces the whole state of `engine`'s database with an export's, in one batch (all of it, or nothing), once
 * every row passed the rules (else a Refusal, and nothing changed): every table emptied, then filled in the order of
 * `tables`. The changes go in before the subjects: their trigger would set subjects and owe posts, so those are then
 * set as exported.
 */
export async function importState(engine: Engine, exported: Exported, games = statusVocabulary(site).games) {
  check(exported, games);
  await engine.batch([
    ...[...leftBehind, ...order.toReversed()].map((table) => ({ sql: `DELETE FROM ${table}`, params: [] })),
    ...order.flatMap((table) => [
      ...inserts(table, exported.tables[table]),
      ...(table === "change" ? [sql`DELETE FROM subject`, sql`DELETE FROM outbox`] : []),
    ]),
  ]);
  return Object.fromEntries(Object.entries(exported.tables).map(([table, rows]) => [table, rows.length]));
}

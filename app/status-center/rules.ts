/**
 * What a row of the status center's tables may hold, checked before `npm run admin -- import` writes anything: the
 * rules the admin, the CLIs and the status file follow (notes and statuses: status-schema.ts; operators' names:
 * accounts.ts operatorName; a passkey's transports: transportsOf), plus the shape of each value. A row an export
 * holds is as the export writes it: bytes as { bytes: base64 }.
 */
import { choices, noteProblem } from "../config/status-schema.ts";
import { operatorName, transportsOf } from "./accounts.ts";

export type ExportedRow = Record<string, unknown>;
/** What a row is checked against: the configured games' slugs, and every operator's name in the same export. */
export interface Known {
  games: readonly string[];
  operators: readonly string[];
}

const kindNames = { game: "a game", executor: "an executor", notice: "the notice" } as const;
type Kind = keyof typeof kindNames;
const isKind = (kind: unknown): kind is Kind => typeof kind === "string" && kind in kindNames;
/** What the audit log says of a maintenance window (maintenance.ts). */
const windowEvents = ["scheduled", "cancelled", "started", "ended"];
const shown = (value: unknown) => JSON.stringify(value) ?? String(value);

/** Why a value is none an export holds (text, a finite number, null, { bytes: base64 }), or undefined. */
export function valueProblem(value: unknown): string | undefined {
  if (value === null || typeof value === "string" || (typeof value === "number" && Number.isFinite(value))) return;
  const bytes = (value as { bytes?: unknown } | undefined)?.bytes;
  if (typeof bytes === "string" && /^[A-Za-z0-9+/]*={0,2}$/.test(bytes) && bytes.length % 4 === 0) return;
  return `${shown(value)} is not a text, a number, null or { "bytes": base64 }`;
}

/** Why `table`'s `row` is refused, as "field <name>: <why>"; undefined when it may be imported. */
export function rowProblem(table: string, row: ExportedRow, known: Known): string | undefined {
  let refused: string | undefined;
  const check = (field: string, why: string | false | undefined) => {
    if (why) refused ??= `field ${field}: ${why}`;
  };
  const text = (field: string) => (typeof row[field] === "string" ? (row[field] as string) : undefined);
  const note = (field: string, max?: number) => {
    const value = text(field);
    check(field, value === undefined ? `${shown(row[field])} is not a text` : noteProblem(value, max));
  };
  const status = (field: string, kind: Kind) =>
    check(
      field,
      !(choices[kind] as readonly string[]).includes(row[field] as string) &&
        `${shown(row[field])} is not a status of ${kindNames[kind]} (${choices[kind].join(", ")})`,
    );
  const name = (field: string) => {
    try {
      const stored = operatorName(text(field) ?? "", known.operators);
      check(field, stored !== row[field] && `must be written as it is stored: ${shown(stored)}`);
    } catch (error) {
      check(field, (error as Error).message);
    }
  };

  /** A subject's state, or what a change set (a sign-in sets none; a window's events are longer than a note). */
  const state = (statusField: string, noteField: string) => {
    if (isKind(row.kind)) {
      status(statusField, row.kind);
      note(noteField);
    } else if (row.kind === "maintenance") {
      const event = row[statusField];
      check(
        statusField,
        !windowEvents.includes(event as string) && `${shown(event)} is not ${windowEvents.join(", ")}`,
      );
      note(noteField, Infinity);
    } else
      check(
        "kind",
        !(table === "change" && row.kind === "sign-in") &&
          `${shown(row.kind)} is not game, executor, notice, maintenance${table === "change" ? " or sign-in" : ""}`,
      );
  };

  switch (table) {
    case "subject":
      state("status", "note");
      break;
    case "change":
      state("after_status", "after_note");
      if (isKind(row.kind) && row.before_status !== null) {
        status("before_status", row.kind);
        note("before_note");
      }
      break;
    case "operator":
    case "invite":
      name("name");
      break;
    case "passkey":
      check("id", !text("id") && "must be a non-empty text");
      check(
        "public_key",
        typeof (row.public_key as { bytes?: unknown })?.bytes !== "string" && 'must be bytes: { "bytes": base64 }',
      );
      check(
        "counter",
        !(Number.isInteger(row.counter) && (row.counter as number) >= 0) && "must be a whole number, 0 or more",
      );
      check("transports", !transportsOf(row.transports) && 'must be a JSON list of texts, like ["internal"]');
      break;
    case "maintenance":
      check(
        "game",
        row.game !== "all" &&
          !known.games.includes(row.game as string) &&
          `${shown(row.game)} is not a configured game or all`,
      );
      check("starts", typeof row.starts !== "number" && "must be a time in milliseconds");
      check(
        "ends",
        !(typeof row.ends === "number" && row.ends > (row.starts as number)) && "must be a time after starts",
      );
      note("note");
      break;
  }
  return refused;
}

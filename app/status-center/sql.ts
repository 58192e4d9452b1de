/**
 * The status center's SQL, written once in SQLite's dialect for its two engines: `node:sqlite` on the Node server
 * and its CLIs (database.ts), D1 at the edge (d1.ts). Neither has interactive transactions to offer both: a
 * check-and-write is one conditional statement, or statements in one `batch`.
 */
export type Value = string | number | null | Uint8Array;
export type Row = Record<string, unknown>;
export interface Statement {
  sql: string;
  params: Value[];
}

/** sql`SELECT … WHERE id = ${id}`: the values are bound as parameters, never spliced into the text. */
export const sql = (strings: TemplateStringsArray, ...params: Value[]): Statement => ({
  sql: strings.join("?"),
  params,
});

export interface Engine {
  /** The rows one statement returns (with RETURNING, what it wrote). */
  all<T = Row>(statement: Statement): Promise<T[]>;
  /**
   * Statements run in order in one transaction, each seeing the ones before: their rows, or nothing written if one
   * fails. `lasting: false`: what is written may be lost if the machine loses power (a WebAuthn challenge), so
   * SQLite need not wait for the disk.
   */
  batch(statements: Statement[], options?: { lasting: boolean }): Promise<Row[][]>;
}

export const first = async <T = Row>(engine: Engine, statement: Statement) => (await engine.all<T>(statement))[0];

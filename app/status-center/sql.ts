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

const isStatement = (value: Value | Statement): value is Statement =>
  typeof value === "object" && value !== null && "params" in value;

/**
 * sql`SELECT … WHERE id = ${id}`: the values are bound as parameters, never spliced into the text; a part written
 * with sql`` (`WHERE ${condition}`) goes in as its text, its values bound in their place.
 */
export const sql = (strings: TemplateStringsArray, ...values: (Value | Statement)[]): Statement => {
  const parts = values.map((value) => (isStatement(value) ? value : { sql: "?", params: [value] }));
  return {
    sql: strings.reduce((text, string, index) => `${text}${parts[index - 1]!.sql}${string}`),
    params: parts.flatMap((part) => part.params),
  };
};

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

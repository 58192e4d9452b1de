import { describe, expect, it } from "vitest";
import { sql } from "./sql.ts";

describe("sql``", () => {
  it("binds every value as a parameter, never as text", () => {
    const name = "x'); DROP TABLE operators; --";
    expect(sql`SELECT id FROM operators WHERE name = ${name} AND id > ${3}`).toEqual({
      sql: "SELECT id FROM operators WHERE name = ? AND id > ?",
      params: [name, 3],
    });
  });

  it("puts a part written with sql`` in as its text, its values bound where it stands", () => {
    const condition = sql`game = ${"fisch"} AND ended IS ${null}`;
    const bytes = new Uint8Array([1, 2]);
    expect(sql`UPDATE windows SET data = ${bytes} WHERE ${condition} AND id < ${9}`).toEqual({
      sql: "UPDATE windows SET data = ? WHERE game = ? AND ended IS ? AND id < ?",
      params: [bytes, "fisch", null, 9],
    });
  });

  it("leaves a statement without values as it is", () => {
    expect(sql`SELECT 1`).toEqual({ sql: "SELECT 1", params: [] });
  });
});

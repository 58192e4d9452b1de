import { describe, expect, it } from "vitest";
import { sql } from "./sql.ts";
import { batchFile } from "./wrangler-engine.ts";

describe("batchFile", () => {
  it("makes consecutive INSERTs of rows into the same columns one statement, and leaves every other one as it is", () => {
    expect(
      batchFile([
        sql`DELETE FROM change`,
        { sql: "INSERT INTO change (id, actor) VALUES (?, ?), (?, ?)", params: [1, "it's", 2, "b"] },
        { sql: "INSERT INTO change (id, actor) VALUES (?, ?)", params: [3, "c"] },
        { sql: "INSERT INTO change (id) VALUES (?)", params: [4] },
        { sql: "INSERT INTO change (id) VALUES (?) RETURNING id", params: [5] },
        { sql: "INSERT INTO change (id) VALUES (?) ON CONFLICT DO NOTHING", params: [6] },
        sql`DELETE FROM outbox`,
        { sql: "INSERT INTO outbox (change_id) VALUES (?)", params: [1] },
        { sql: "INSERT INTO outbox (change_id) VALUES (?)", params: [2] },
      ]),
    ).toBe(
      [
        "DELETE FROM change;",
        "INSERT INTO change (id, actor) VALUES (1, 'it''s'), (2, 'b'), (3, 'c');",
        "INSERT INTO change (id) VALUES (4);",
        "INSERT INTO change (id) VALUES (5) RETURNING id;",
        "INSERT INTO change (id) VALUES (6) ON CONFLICT DO NOTHING;",
        "DELETE FROM outbox;",
        "INSERT INTO outbox (change_id) VALUES (1), (2);",
      ].join("\n"),
    );
  });

  it("keeps each statement within D1's 100,000 bytes, counting characters as UTF-8", () => {
    const note = "é".repeat(995);
    const statements = Array.from({ length: 300 }, (_, index) => ({
      sql: "INSERT INTO change (id, after_note) VALUES (?, ?)",
      params: [index, note],
    }));
    // Each row is about 2,000 bytes (995 two-byte characters): 49 fit in 100,000 bytes, 50 do not.
    const lines = batchFile(statements).split("\n");
    expect(lines.map((line) => line.match(/\(\d+, 'é+'\)/g)?.length)).toEqual([49, 49, 49, 49, 49, 49, 6]);
    expect(Math.max(...lines.map((line) => Buffer.byteLength(line)))).toBeLessThanOrEqual(100_000);
  });
});

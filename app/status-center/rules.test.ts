import { describe, expect, it } from "vitest";
import { rowProblem, valueProblem, type ExportedRow } from "./rules.ts";

const known = { games: ["fisch", "blox-fruits"], operators: ["Ana", "Bo"] };
const rows: Record<string, ExportedRow> = {
  subject: { kind: "game", key: "fisch", status: "down", note: "Fixing\n\tsoon", at: 1, actor: "Ana", version: 1 },
  change: {
    kind: "executor",
    key: "Wave",
    before_status: null,
    before_note: null,
    after_status: "patched",
    after_note: "",
  },
  operator: { id: 1, name: "Ana", created_at: 0 },
  invite: { token_hash: "ab", name: "Cy", expires_at: 1, used_at: null, passkey_id: null },
  passkey: { id: "k1", operator_id: 1, public_key: { bytes: "AQID" }, counter: 0, transports: '["internal"]' },
  maintenance: { id: 1, game: "all", starts: 10, ends: 20, note: "" },
};
const withField = (table: string, field: string, value: unknown) =>
  [table, { ...rows[table], [field]: value }] as const;

describe("rowProblem", () => {
  it("takes the rows the status center writes: notes with tabs and line breaks, a first change, a sign-in, a window", () => {
    const more: [string, ExportedRow][] = [
      ["change", { kind: "sign-in", key: "", before_status: null, after_status: null }],
      ["change", { kind: "maintenance", key: "1", after_status: "scheduled", after_note: "x".repeat(400) }],
      ["subject", { kind: "maintenance", key: "1", status: "started", note: "Fisch, 2026-11-30 10:00 UTC" }],
      ["change", { ...rows.change, kind: "notice", before_status: "info", before_note: "Hi", after_status: "none" }],
    ];
    const all = [...Object.entries(rows), ...more];
    expect(all.map(([table, row]) => rowProblem(table, row, known))).toEqual(all.map(() => undefined));
  });

  it.each([
    [
      "an unknown status",
      withField("change", "after_status", "pwned"),
      'field after_status: "pwned" is not a status of an executor (working, updating, patched)',
    ],
    [
      "a game's status on the notice",
      withField("subject", "kind", "notice"),
      'field status: "down" is not a status of the notice (none, info, warning)',
    ],
    [
      "an unknown kind",
      withField("subject", "kind", "admin"),
      'field kind: "admin" is not game, executor, notice, maintenance',
    ],
    [
      "a note of 281 characters",
      withField("subject", "note", "x".repeat(281)),
      "field note: has at most 280 characters",
    ],
    [
      "U+FFFF in a note",
      withField("change", "after_note", "\uFFFF"),
      "field after_note: cannot hold Unicode noncharacters (like U+FFFF) or lone surrogates",
    ],
    [
      "an escape in a window's note",
      withField("maintenance", "note", "\u001b[2J"),
      "field note: cannot hold control characters (only tabs and line breaks)",
    ],
    [
      "a system's name",
      withField("operator", "name", "CLI"),
      'field name: "CLI" is what the status center signs its own changes with: choose another name',
    ],
    [
      "another case of an operator's name",
      withField("invite", "name", "ana"),
      'field name: "Ana" is an operator already: use that spelling to give them another passkey',
    ],
    ["a name not stored so", withField("operator", "name", " Bo"), 'field name: must be written as it is stored: "Bo"'],
    ["an empty passkey id", withField("passkey", "id", ""), "field id: must be a non-empty text"],
    [
      "a public key as text",
      withField("passkey", "public_key", "AQID"),
      'field public_key: must be bytes: { "bytes": base64 }',
    ],
    ["a negative counter", withField("passkey", "counter", -1), "field counter: must be a whole number, 0 or more"],
    [
      "transports that are not JSON",
      withField("passkey", "transports", "usb,nfc"),
      'field transports: must be a JSON list of texts, like ["internal"]',
    ],
    [
      "a window for no game",
      withField("maintenance", "game", "../etc"),
      'field game: "../etc" is not a configured game or all',
    ],
    [
      "a window's start as text",
      withField("maintenance", "starts", "10"),
      "field starts: must be a time in milliseconds",
    ],
    ["a window ending as it starts", withField("maintenance", "ends", 10), "field ends: must be a time after starts"],
  ] as const)("refuses %s, naming the field", (_, [table, row], why) => {
    expect(rowProblem(table, row, known)).toBe(why);
  });
});

describe("valueProblem", () => {
  it("takes text, finite numbers, null and base64 bytes; refuses anything else", () => {
    const values = ["a", 1.5, null, { bytes: "AQID" }, true, [1], { bytes: "not base64" }, { x: 1 }];
    expect(values.map(valueProblem)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      'true is not a text, a number, null or { "bytes": base64 }',
      '[1] is not a text, a number, null or { "bytes": base64 }',
      '{"bytes":"not base64"} is not a text, a number, null or { "bytes": base64 }',
      '{"x":1} is not a text, a number, null or { "bytes": base64 }',
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { adminForm } from "./admin.ts";
import { loadSettings, openCenter } from "./center.ts";
import { openDatabase } from "./database.ts";

const cookies = { set() {}, delete() {} } as never;
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("adminForm", () => {
  // (A form's value never holds a lone surrogate: FormData writes one as U+FFFD.)
  it("refuses a note the rules refuse, saying why, and saves nothing", async () => {
    const { engine } = openDatabase(":memory:");
    const center = openCenter({ engine, settings: loadSettings({}), defer: () => {} });
    const locals = { center, operator: { id: 1, name: "Ana" }, token: "t" } as never;
    const save = (note: string) =>
      adminForm(center, locals, cookies, form({ kind: "game", key: "fisch", status: "down", note, version: "0" }));
    const alerts = [];
    for (const note of ["x".repeat(281), "bell \u0007", "Back\uFFFF", "Back\uFDD0"])
      alerts.push((await save(note)).alert);
    const window = await adminForm(
      center,
      locals,
      cookies,
      form({
        intent: "schedule-maintenance",
        game: "all",
        from: "2099-01-01T10:00",
        to: "2099-01-01T12:00",
        note: "\uFFFE",
      }),
    );
    expect([...alerts, window.alert]).toEqual([
      "A note has at most 280 characters. Nothing was saved.",
      "A note cannot hold control characters (only tabs and line breaks). Nothing was saved.",
      "A note cannot hold Unicode noncharacters (like U+FFFF) or lone surrogates. Nothing was saved.",
      "A note cannot hold Unicode noncharacters (like U+FFFF) or lone surrogates. Nothing was saved.",
      "A note cannot hold Unicode noncharacters (like U+FFFF) or lone surrogates. Nothing was scheduled.",
    ]);
    expect(await center.store.changes()).toEqual([]);
    expect((await save("Line one\n\tline two")).status).toBe(303);
  });
});

import { describe, expect, it } from "vitest";
import {
  cleanNote,
  gameSlug,
  noteProblem,
  parseStatusFile,
  statusFileProblems,
  type StatusFile,
  type StatusVocabulary,
} from "./status-schema";

/** The problems parseStatusFile names for `value` written out as JSON. */
const statusProblems = (value: unknown, vocabulary?: StatusVocabulary) => {
  const parsed = parseStatusFile(JSON.stringify(value), vocabulary);
  return parsed.ok ? [] : parsed.problems;
};

const known = { games: ["blox-fruits", "fisch"], executors: ["Delta", "Wave"] };
const valid: StatusFile = {
  updatedAt: "2026-11-23T09:00:00Z",
  games: { "blox-fruits": { status: "down", note: "Fixing after the update" }, fisch: { status: "operational" } },
  executors: [
    { name: "Delta", status: "working", checkedAt: "2026-11-23T09:00:00Z" },
    { name: "Wave", status: "patched", checkedAt: "2026-11-23T08:30:00.000+02:00" },
  ],
  notice: { level: "warning", text: "Roblox updated: Rift is being updated" },
};
const withChange = (change: (file: any) => void) => {
  const file = structuredClone(valid) as any;
  change(file);
  return file;
};

describe("gameSlug", () => {
  it.each([
    ["Blox Fruits", "blox-fruits"],
    ["Grow a Garden", "grow-a-garden"],
    ["Murder Mystery 2", "murder-mystery-2"],
    ["Pet Simulator 99", "pet-simulator-99"],
    ["  Dead  Rails!! ", "dead-rails"],
    ["Ünïcode Game", "n-code-game"],
  ])("%s → %s", (title, slug) => expect(gameSlug(title)).toBe(slug));
});

describe("statusProblems", () => {
  it("accepts a valid file, with or without a vocabulary", () => {
    expect(statusProblems(valid, known)).toEqual([]);
    expect(statusProblems(valid)).toEqual([]);
    expect(
      statusProblems(
        withChange((f) => delete f.notice),
        known,
      ),
    ).toEqual([]);
  });

  it.each([
    ["not an object", () => [], "- (root): must be an object"],
    ["a bad time", () => withChange((f) => (f.updatedAt = "yesterday")), "- updatedAt: must be an ISO 8601 time"],
    [
      "a time without a zone",
      () => withChange((f) => (f.updatedAt = "2026-11-23T09:00:00")),
      "- updatedAt: must be an ISO 8601 time",
    ],
    [
      "an unknown game status",
      () => withChange((f) => (f.games.fisch.status = "broken")),
      "- games.fisch.status: must be one of operational, degraded, down, maintenance",
    ],
    [
      "an unknown game",
      () => withChange((f) => (f.games.roblox = { status: "down" })),
      "- games.roblox: is not a configured game (known: blox-fruits, fisch)",
    ],
    [
      "an empty note",
      () => withChange((f) => (f.games.fisch.note = " ")),
      "- games.fisch.note: must be a non-empty string",
    ],
    [
      "a huge note",
      () => withChange((f) => (f.games.fisch.note = "x".repeat(281))),
      "- games.fisch.note: has at most 280 characters",
    ],
    [
      "a noncharacter in the notice",
      () => withChange((f) => (f.notice.text = "Back soon\uFFFF")),
      "- notice.text: cannot hold Unicode noncharacters (like U+FFFF) or lone surrogates",
    ],
    [
      "a control character in a maintenance note",
      () =>
        withChange(
          (f) => (f.maintenance = [{ game: "all", from: valid.updatedAt, to: valid.updatedAt, note: "\u001b" }]),
        ),
      "- maintenance.0.note: cannot hold control characters (only tabs and line breaks)",
    ],
    [
      "an extra field",
      () => withChange((f) => (f.games.fisch.colour = "red")),
      "- games.fisch.colour: is not a known field",
    ],
    ["games as a list", () => withChange((f) => (f.games = [])), "- games: must be an object keyed by game slug"],
    ["executors missing", () => withChange((f) => delete f.executors), "- executors: must be a list"],
    [
      "an unknown executor status",
      () => withChange((f) => (f.executors[0].status = "dead")),
      "- executors.0.status: must be one of working, updating, patched",
    ],
    [
      "an unknown executor",
      () => withChange((f) => (f.executors[1].name = "Nope")),
      "- executors.1.name: is not a configured executor (known: Delta, Wave)",
    ],
    [
      "a duplicate executor",
      () => withChange((f) => (f.executors[1].name = "Delta")),
      '- executors.1.name: duplicate executor "Delta"',
    ],
    [
      "a bad check time",
      () => withChange((f) => (f.executors[0].checkedAt = 5)),
      "- executors.0.checkedAt: must be an ISO 8601 time",
    ],
    [
      "a bad notice level",
      () => withChange((f) => (f.notice.level = "error")),
      "- notice.level: must be one of info, warning",
    ],
    ["an empty notice", () => withChange((f) => (f.notice.text = "")), "- notice.text: must be a non-empty string"],
  ])("names %s", (_, make, line) => {
    expect(statusProblems(make(), known).join("\n")).toContain(line);
  });

  it("lists every problem, one line each", () => {
    const problems = statusProblems(
      withChange((f) => ((f.updatedAt = 1), (f.games.fisch.status = 2), (f.notice.level = 3))),
      known,
    );
    expect(problems).toHaveLength(3);
  });
});

describe("noteProblem", () => {
  it("takes up to 280 characters, tabs and line breaks, and any script or emoji", () => {
    const notes = ["", "x".repeat(280), "Line one\r\n\tline two", "Réparé 修复 🎣 \u{10FFFD}"];
    expect(notes.map((note) => noteProblem(note))).toEqual([undefined, undefined, undefined, undefined]);
  });
  it.each([
    ["281 characters", "x".repeat(281), "has at most 280 characters"],
    ["a NUL", "a\u0000", "cannot hold control characters (only tabs and line breaks)"],
    ["an escape", "\u001b[31m", "cannot hold control characters (only tabs and line breaks)"],
    ["a DEL", "\u007f", "cannot hold control characters (only tabs and line breaks)"],
    ["a C1 control", "\u0085", "cannot hold control characters (only tabs and line breaks)"],
    ["U+FFFE", "\uFFFE", "cannot hold Unicode noncharacters (like U+FFFF) or lone surrogates"],
    ["U+FFFF", "\uFFFF", "cannot hold Unicode noncharacters (like U+FFFF) or lone surrogates"],
    ["U+FDD0", "\uFDD0", "cannot hold Unicode noncharacters (like U+FFFF) or lone surrogates"],
    ["U+FDEF", "\uFDEF", "cannot hold Unicode noncharacters (like U+FFFF) or lone surrogates"],
    ["U+1FFFE", "\u{1FFFE}", "cannot hold Unicode noncharacters (like U+FFFF) or lone surrogates"],
    ["U+10FFFF", "\u{10FFFF}", "cannot hold Unicode noncharacters (like U+FFFF) or lone surrogates"],
    ["a lone high surrogate", "a\uD83D", "cannot hold Unicode noncharacters (like U+FFFF) or lone surrogates"],
    ["a lone low surrogate", "\uDE00a", "cannot hold Unicode noncharacters (like U+FFFF) or lone surrogates"],
  ])("refuses %s", (_, note, why) => {
    expect(noteProblem(note)).toBe(why);
  });
});

describe("cleanNote", () => {
  it("writes what noteProblem refuses as U+FFFD and cuts at 280 characters, never between a surrogate pair", () => {
    expect(cleanNote("a\u0000b\uFFFFc\uD800d\tok\n")).toBe("a\uFFFDb\uFFFDc\uFFFDd\tok");
    expect(cleanNote(`${"x".repeat(279)}🎣`)).toBe("x".repeat(279));
    expect(cleanNote("y".repeat(300))).toBe("y".repeat(280));
  });
});

describe("parseStatusFile", () => {
  it("parses a valid file and refuses text that is not JSON", () => {
    expect(parseStatusFile(JSON.stringify(valid))).toEqual({ ok: true, status: valid });
    expect(parseStatusFile("{ nope")).toEqual({ ok: false, problems: ["- (root): is not JSON"] });
    expect(parseStatusFile("")).toEqual({ ok: false, problems: ["- (root): is not JSON"] });
    expect(parseStatusFile("null")).toEqual({ ok: false, problems: ["- (root): must be an object"] });
  });
});

describe("statusFileProblems", () => {
  const missingEntries = (file: StatusFile, vocabulary: typeof known) =>
    statusFileProblems(JSON.stringify(file), vocabulary);
  it("names configured executors without a status, with the entry that adds one to the file", () => {
    expect(missingEntries(valid, known)).toEqual([]);
    expect(
      missingEntries(
        withChange((f) => f.executors.pop()),
        known,
      ),
    ).toEqual([
      '- executors: "Wave" is missing (add { "name": "Wave", "status": "working", "checkedAt": "2026-11-23T09:00:00Z" } to its "executors" list)',
    ]);
  });
  it("does not need a status for a configured game: it is operational until the operator says otherwise", () => {
    expect(
      missingEntries(
        withChange((f) => delete f.games.fisch),
        known,
      ),
    ).toEqual([]);
  });
  it("checks a file on its own, without what it may name", () => {
    expect(statusFileProblems(JSON.stringify(withChange((f) => f.executors.pop())))).toEqual([]);
    expect(statusFileProblems("{ nope")).toEqual(["- (root): is not JSON"]);
  });
});

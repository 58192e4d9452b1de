import { describe, expect, it } from "vitest";
import { dailyWorst, durationParts, incidents, uptime } from "./history.ts";
import type { Change } from "./store.ts";

const at = (time: string) => Date.parse(`2026-11-${time}Z`);
let id = 0;
const change = (kind: Change["kind"], key: string, time: string, status: string, note = ""): Change => ({
  id: ++id,
  at: at(time),
  actor: "Ana",
  kind,
  key,
  after: { status, note },
});

describe("incidents", () => {
  it("is a run of changes away from the good status, named by its worst, with its notes, newest first", () => {
    const changes = [
      change("game", "fisch", "20T10:00:00", "degraded", "Slow joins"),
      change("game", "fisch", "20T10:05:00", "down", "Patched by Roblox"),
      change("game", "fisch", "20T10:05:30", "down", "Patched by Roblox"),
      change("sign-in", "", "20T10:06:00", "", ""),
      change("game", "fisch", "20T10:47:00", "operational"),
      change("executor", "Wave", "21T08:00:00", "patched", "<b>@everyone</b>"),
      change("game", "fisch", "22T14:05:00", "maintenance"),
    ];
    expect(incidents(changes.toReversed())).toEqual([
      { kind: "game", key: "fisch", status: "maintenance", notes: [], began: at("22T14:05:00"), id: changes[6]!.id },
      {
        kind: "executor",
        key: "Wave",
        status: "patched",
        notes: ["<b>@everyone</b>"],
        began: at("21T08:00:00"),
        id: changes[5]!.id,
      },
      {
        kind: "game",
        key: "fisch",
        status: "down",
        notes: ["Slow joins", "Patched by Roblox"],
        began: at("20T10:00:00"),
        ended: at("20T10:47:00"),
        id: changes[0]!.id,
      },
    ]);
  });

  it("keeps each game's incidents apart and ignores a good status that ends nothing", () => {
    const changes = [
      change("game", "fisch", "20T10:00:00", "operational"),
      change("game", "fisch", "20T11:00:00", "down"),
      change("game", "blox-fruits", "20T11:30:00", "degraded"),
      change("game", "fisch", "20T12:00:00", "operational"),
    ];
    expect(incidents(changes).map((i) => [i.key, i.status, i.ended && new Date(i.ended).toISOString()])).toEqual([
      ["blox-fruits", "degraded", undefined],
      ["fisch", "down", "2026-11-20T12:00:00.000Z"],
    ]);
  });
});

describe("dailyWorst", () => {
  const changes = [
    change("game", "fisch", "20T23:50:00", "down"),
    change("game", "fisch", "21T00:10:00", "operational"),
    change("game", "fisch", "22T09:00:00", "maintenance"),
    change("game", "fisch", "22T10:00:00", "degraded"),
    change("game", "fisch", "22T11:00:00", "maintenance"),
    change("game", "dead-rails", "21T12:00:00", "down"),
  ];

  it("gives each UTC day, oldest first, the worst status the game had on it", () => {
    expect(dailyWorst(changes, "game", "fisch", at("24T08:00:00"), undefined, 6)).toEqual([
      { day: "2026-11-19", status: "" },
      { day: "2026-11-20", status: "down" },
      { day: "2026-11-21", status: "down" },
      { day: "2026-11-22", status: "degraded" },
      { day: "2026-11-23", status: "maintenance" },
      { day: "2026-11-24", status: "maintenance" },
    ]);
  });

  it("has 90 days unless told otherwise, ending today", () => {
    const strip = dailyWorst(changes, "game", "dead-rails", at("24T08:00:00"));
    expect(strip).toHaveLength(90);
    expect(strip.at(-1)).toEqual({ day: "2026-11-24", status: "down" });
    expect(strip.at(-5)).toEqual({ day: "2026-11-20", status: "" });
  });

  it("before its first change here: what that change replaced; with none, the status it has had since", () => {
    const replaced = { ...change("game", "fisch", "22T09:00:00", "down"), before: { status: "degraded", note: "" } };
    expect(dailyWorst([replaced], "game", "fisch", at("24T08:00:00"), "down", 4).map((d) => d.status)).toEqual([
      "degraded",
      "down",
      "down",
      "down",
    ]);
    expect(dailyWorst([], "game", "fisch", at("24T08:00:00"), "maintenance", 2).map((d) => d.status)).toEqual([
      "maintenance",
      "maintenance",
    ]);
    expect(dailyWorst([], "game", "fisch", at("24T08:00:00"), undefined, 2).map((d) => d.status)).toEqual(["", ""]);
  });
});

describe("durationParts", () => {
  it.each([
    [0, [["second", 0]]],
    [20_400, [["second", 20]]],
    [59_999, [["second", 59]]],
    [60_000, [["minute", 1]]],
    [42 * 60_000 + 30_000, [["minute", 42]]],
    [60 * 60_000, [["hour", 1]]],
    [
      125 * 60_000,
      [
        ["hour", 2],
        ["minute", 5],
      ],
    ],
    [24 * 3_600_000, [["day", 1]]],
    [
      (3 * 24 + 4) * 3_600_000 + 59 * 60_000,
      [
        ["day", 3],
        ["hour", 4],
      ],
    ],
    [-5, [["second", 0]]],
  ])("%i ms is %j", (ms, parts) => {
    expect(durationParts(ms).map(({ unit, count }) => [unit, count])).toEqual(parts);
  });
});

describe("uptime", () => {
  const hour = 3_600_000;
  const now = Date.parse("2026-11-28T12:00:00Z");
  const step = (number: number, time: number, before: string | undefined, after: string): Change => ({
    id: number,
    at: time,
    actor: "Ana",
    kind: "game",
    key: "fisch",
    before: before ? { status: before, note: "" } : undefined,
    after: { status: after, note: "" },
  });

  it("is the share of the window the game was operational", () => {
    // Down for 24 h of the last 30 days: 29/30.
    const changes = [step(1, now - 48 * hour, "operational", "down"), step(2, now - 24 * hour, "down", "operational")];
    expect(uptime(changes, "fisch", now, 30, "operational")).toBeCloseTo(29 / 30, 10);
  });

  it("does not count the time before the game's first record, nor maintenance", () => {
    // Recorded 10 h ago, 2 h of maintenance, 2 h down: 6 of the 8 counted hours.
    const changes = [
      step(1, now - 10 * hour, undefined, "operational"),
      step(2, now - 8 * hour, "operational", "maintenance"),
      step(3, now - 6 * hour, "maintenance", "down"),
      step(4, now - 4 * hour, "down", "operational"),
    ];
    expect(uptime(changes, "fisch", now, 90, "operational")).toBeCloseTo(6 / 8, 10);
  });

  it("is the status now over the whole window when nothing changed in it, and undefined with nothing recorded", () => {
    expect(uptime([], "fisch", now, 30, "operational")).toBe(1);
    expect(uptime([], "fisch", now, 30, "down")).toBe(0);
    expect(uptime([], "fisch", now, 30, "maintenance")).toBeUndefined();
    expect(uptime([], "fisch", now, 30, undefined)).toBeUndefined();
    expect(uptime([step(1, now - hour, "down", "operational")], "other", now, 30, undefined)).toBeUndefined();
  });
});

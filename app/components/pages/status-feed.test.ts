/** /status.atom in each language: maintenance windows and ended incidents in the feed's words, with its dates. */
import { describe, expect, it } from "vitest";
import { handleOf } from "~/i18n/locale-handle";
import type { LocaleTag } from "~/i18n/locales";
import { seed } from "~/status-center/seed";
import type { StatusData } from "~/status-center/status-data";
import type { Change } from "~/status-center/store";
import { statusFeed } from "./status";

const at = (iso: string) => Date.parse(iso);
const window = (id: number, status: string, when: string): Change => ({
  id,
  at: at(when),
  actor: "CLI",
  kind: "maintenance",
  key: "7",
  after: { status, note: "all, 2026-11-30 10:00 UTC – 2026-11-30 12:00 UTC (cancelled)" },
});
const data: StatusData = {
  now: at("2026-12-01T12:00:00Z"),
  status: seed,
  current: {},
  changes: [
    window(1, "scheduled", "2026-11-29T09:00:00Z"),
    {
      id: 2,
      at: at("2026-11-30T10:00:00Z"),
      actor: "Scheduled maintenance",
      kind: "game",
      key: "fisch",
      before: { status: "operational", note: "" },
      after: { status: "maintenance", note: "" },
    },
    window(3, "cancelled", "2026-11-30T11:00:00Z"),
    {
      id: 4,
      at: at("2026-11-30T11:00:00Z"),
      actor: "Scheduled maintenance",
      kind: "game",
      key: "fisch",
      before: { status: "maintenance", note: "" },
      after: { status: "operational", note: "" },
    },
  ],
  windows: [{ id: 7, game: "all", from: at("2026-11-30T10:00:00Z"), to: at("2026-11-30T12:00:00Z"), note: "Key move" }],
};
const titles = (tag: LocaleTag) =>
  [...statusFeed(handleOf(tag), data).matchAll(/<entry>[^]*?<title type="text">([^<]*)<\/title>/g)].map((m) => m[1]);

describe("the status feed", () => {
  it("words a maintenance window from its data, in the feed's language and date format, and its end as over", () => {
    expect(titles("fil")).toEqual([
      "Tapos na ang maintenance: Fisch",
      "Naka-schedule na maintenance: Lahat ng laro: Nob 30, 2026, 10:00 UTC – 12:00 UTC (2 oras) (Na-cancel)",
    ]);
    expect(titles("ru")).toEqual([
      "Техработы завершены: Fisch",
      "Плановые техработы: Все игры: 30 нояб. 2026 г., 10:00 UTC – 12:00 UTC (2 ч) (отменены)",
    ]);
    expect(titles("vi")[1]).toBe(
      "Bảo trì theo lịch: Tất cả game: 10:00 UTC ngày 30 thg 11, 2026 – 12:00 UTC (2 giờ) (Đã hủy)",
    );
    expect(titles("en")).toEqual([
      "Maintenance ended: Fisch",
      "Scheduled maintenance: All games: Nov 30, 2026, 10:00 UTC – 12:00 UTC (2 h) (Cancelled)",
    ]);
  });

  it("gives a window's note as its text, not the audit log's English summary", () => {
    expect(statusFeed(handleOf("es"), data)).toContain('<content type="text">Key move</content>');
    expect(statusFeed(handleOf("es"), data)).not.toContain("2026-11-30 10:00 UTC");
  });
});

/**
 * The status page's sentences with the status words in them (`status.game.*`, `status.executor.*`), as
 * /status puts them together (app/components/pages/status.tsx: a duration's parts, a time alone or a date and time, in UTC).
 */
import { describe, expect, it } from "vitest";
import { handleOf } from "./locale-handle";
import { clock, durationText } from "~/components/status-history";
import { localeByTag, locales, type LocaleTag } from "./locales";
import { formatUtcTime } from "~/lib/format";

const words = (tag: LocaleTag) => handleOf(tag).messages;

const minute = 60_000;
const hour = 60 * minute;
const duration = (tag: LocaleTag, ms: number) => durationText(ms, words(tag).statusPage);
const began = Date.parse("2026-11-25T14:05:00Z");
/** The time an incident began, as the page writes it the same day (a time alone) or later (a date too). */
const utc = (tag: LocaleTag, withDate: boolean) => clock(began, began + (withDate ? 24 : 1) * hour, localeByTag(tag)!);

/** Per language: "Down for 42 min", "Patched for 2 d 3 h", "Updating for 1 h", "Down since 14:05 UTC". */
const expected: Record<LocaleTag, [string, string, string, string]> = {
  en: ["Down for 42 min", "Patched for 2 d 3 h", "Updating for 1 h", "Down since 14:05 UTC"],
  es: [
    "Estuvo caído durante 42 min",
    "Estuvo parcheado durante 2 días 3 h",
    "Estuvo actualizando durante 1 h",
    "Caído desde las 14:05 UTC",
  ],
  "pt-BR": [
    "Ficou fora do ar por 42 min",
    "Ficou patcheado por 2 dias 3 h",
    "Ficou atualizando por 1 h",
    "Fora do ar desde as 14:05 UTC",
  ],
  ru: ["Не работает — 42 мин", "Пропатчен — 2 дня 3 ч", "Обновляется — 1 ч", "Не работает с 14:05 UTC"],
  id: [
    "Mati selama 42 menit",
    "Kena patch selama 2 hari 3 jam",
    "Diperbarui selama 1 jam",
    "Mati sejak pukul 14.05 UTC",
  ],
  vi: [
    "Ngừng hoạt động suốt 42 phút",
    "Bị vá suốt 2 ngày 3 giờ",
    "Cập nhật suốt 1 giờ",
    "Ngừng hoạt động từ 14:05 UTC",
  ],
  fil: [
    "Hindi gumana nang 42 min",
    "Na-patch nang 2 araw at 3 oras",
    "Nag-update nang 1 oras",
    "Hindi gumagana mula noong 14:05 UTC",
  ],
  th: ["ใช้งานไม่ได้นาน 42 นาที", "โดนแพตช์นาน 2 วัน 3 ชม.", "อัปเดตนาน 1 ชม.", "ใช้งานไม่ได้ตั้งแต่ 14:05 UTC"],
  ar: [
    "متوقف لمدة 42 دقيقة",
    "متوقف لمدة يومين و3 ساعات بعد تحديث Roblox",
    "قيد التحديث لمدة ساعة",
    "متوقف منذ 14:05 UTC",
  ],
};

/** Every incident's status, by kind. */
const statuses = { game: ["degraded", "down", "maintenance"], executor: ["updating", "patched"] } as const;

describe.each(locales.map((locale) => locale.tag))("the status page's sentences, %s", (tag) => {
  const m = words(tag);
  const [down, patched, updating, since] = expected[tag];

  it("say how long an incident lasted and since when one lasts, with the status word in them", () => {
    expect(m.statusPage.lasted(m.status.game.down, duration(tag, 42 * minute), "down")).toBe(down);
    expect(m.statusPage.lasted(m.status.executor.patched, duration(tag, 51 * hour), "patched")).toBe(patched);
    expect(m.statusPage.lasted(m.status.executor.updating, duration(tag, hour), "updating")).toBe(updating);
    expect(m.statusPage.since(m.status.game.down, utc(tag, false), "down")).toBe(since);
  });

  it("are this language's words, not English (names and the feed format aside)", () => {
    if (tag === "en") return;
    const en = words("en").statusPage;
    const own = m.statusPage;
    for (const key of ["intro", "strip", "feedTitle"] as const) expect(own[key]("Rift")).not.toBe(en[key]("Rift"));
    for (const key of ["now", "games", "history", "incidents", "noIncidents", "feed"] as const)
      expect(own[key]).not.toBe(en[key]);
    expect(own.resolved("Fisch", "Down", "down")).not.toBe(en.resolved("Fisch", "Down", "down"));
    expect(own.began("14:05 UTC")).not.toBe(en.began("14:05 UTC"));
    expect(words(tag).footer.status).not.toBe(words("en").footer.status);
  });
});

describe("an incident that ended", () => {
  /** The badge's marks of a status that still goes on (or, Vietnamese "Đã", happened at once): not in a lasted line. */
  const ongoing: Partial<Record<LocaleTag, RegExp>> = {
    th: /กำลัง/,
    vi: /Đang|Đã/i,
    id: /Sedang/i,
    fil: /Nag-a-|gumagana|May aberya|Naka-/i,
  };

  it.each(Object.entries(ongoing))("reads as over in %s, for every status", (tag, marker) => {
    const m = words(tag as LocaleTag);
    for (const kind of ["game", "executor"] as const)
      for (const key of statuses[kind]) {
        const word = (m.status[kind] as Record<string, string>)[key]!;
        expect(m.statusPage.lasted(word, duration(tag as LocaleTag, hour), key)).not.toMatch(marker!);
      }
  });
});

describe("words that depend on the time or the count", () => {
  it("Spanish and Portuguese give a time alone its article, a date none or its own", () => {
    const es = words("es").statusPage;
    expect(es.since("Caído", utc("es", true), "down")).toBe("Caído desde el 25 nov 2026, 14:05 UTC");
    expect(es.since("Caído", "1:05 UTC", "down")).toBe("Caído desde la 1:05 UTC");
    expect(es.began("14:05 UTC")).toBe("Empezó a las 14:05 UTC");
    expect(es.began(utc("es", true))).toBe("Empezó el 25 nov 2026, 14:05 UTC");
    const pt = words("pt-BR").statusPage;
    expect(pt.since("Fora do ar", utc("pt-BR", true), "down")).toBe("Fora do ar desde 25 de nov. de 2026, 14:05 UTC");
    expect(pt.since("Fora do ar", "01:05 UTC", "down")).toBe("Fora do ar desde a 01:05 UTC");
    expect(pt.began("14:05 UTC")).toBe("Começou às 14:05 UTC");
    expect(pt.began("00:30 UTC")).toBe("Começou à 00:30 UTC");
    expect(pt.began(utc("pt-BR", true))).toBe("Começou em 25 de nov. de 2026, 14:05 UTC");
  });

  it("Vietnamese says the time, then UTC, then the day (Intl writes the time first)", () => {
    const vi = words("vi").statusPage;
    expect(utc("vi", true)).toBe("14:05 UTC ngày 25 thg 11, 2026");
    expect(vi.since("Ngừng hoạt động", utc("vi", true), "down")).toBe(
      "Ngừng hoạt động từ 14:05 UTC ngày 25 thg 11, 2026",
    );
    expect(vi.began(utc("vi", true))).toBe("Bắt đầu lúc 14:05 UTC ngày 25 thg 11, 2026");
    expect(vi.began(utc("vi", false))).toBe("Bắt đầu lúc 14:05 UTC");
  });

  it("counts take their form: Portuguese, Spanish and Russian days, Arabic dual and plurals", () => {
    expect(duration("pt-BR", 29 * hour)).toBe("1 dia 5 h");
    expect(duration("es", 29 * hour)).toBe("1 día 5 h");
    expect(duration("ru", 29 * hour)).toBe("1 день 5 ч");
    expect(duration("ru", 5 * 24 * hour)).toBe("5 дней");
    expect(duration("id", 20_000)).toBe("20 detik");
    expect(duration("ar", 65 * minute)).toBe("ساعة و5 دقائق");
    expect(duration("ar", 2 * minute)).toBe("دقيقتين");
    expect(duration("ar", 20_000)).toBe("20 ثانية");
    expect(duration("ar", 15 * 24 * hour)).toBe("15 يومًا");
    expect(duration("ar", 243 * hour)).toBe("10 أيام و3 ساعات");
    expect(duration("en", 20_000)).toBe("20 s");
    expect(duration("en", 65 * minute)).toBe("1 h 5 min");
  });

  it("Filipino joins a duration's parts with at, not as a bare list", () => {
    expect(duration("fil", 51 * hour)).toBe("2 araw at 3 oras");
    expect(duration("fil", 65 * minute)).toBe("1 oras at 5 min");
    expect(duration("fil", 42 * minute)).toBe("42 min");
  });

  it("Filipino calls the games laro on /status, as on every page", () => {
    expect(words("fil").statusPage.games).toBe("Mga laro");
  });

  it("an Arabic strip's name starts right to left before a Latin game name", () => {
    expect(words("ar").statusPage.strip("Fisch").startsWith("\u200fFisch")).toBe(true);
  });
});

describe("the fluent reader's corrections", () => {
  it("phrase a status by its key where the word alone reads wrong: Arabic patched, Filipino ended", () => {
    const ar = words("ar");
    expect(ar.statusPage.since(ar.status.executor.patched, "14:05 UTC", "patched")).toBe(
      "متوقف منذ 14:05 UTC بعد تحديث Roblox",
    );
    const fil = words("fil");
    expect(fil.statusPage.lasted(fil.status.game.maintenance, duration("fil", 2 * hour), "maintenance")).toBe(
      "Nag-maintenance nang 2 oras",
    );
    expect(fil.statusPage.lasted(fil.status.game.degraded, duration("fil", 2 * hour), "degraded")).toBe(
      "Nagka-aberya nang 2 oras",
    );
    const ru = words("ru");
    expect(ru.statusPage.since(ru.status.game.degraded, "14:05 UTC", "degraded")).toBe("Нестабильно с 14:05 UTC");
  });

  it("title an ended maintenance as over, not resolved, and an ended incident as resolved", () => {
    const ended = Object.fromEntries(
      locales.map(({ tag }) => [tag, words(tag).statusPage.resolved("Fisch", "", "maintenance")]),
    );
    expect(ended).toEqual({
      en: "Maintenance ended: Fisch",
      "pt-BR": "Manutenção concluída: Fisch",
      es: "Mantenimiento finalizado: Fisch",
      id: "Maintenance selesai: Fisch",
      vi: "Đã bảo trì xong: Fisch",
      th: "ปิดปรับปรุงเสร็จแล้ว: Fisch",
      fil: "Tapos na ang maintenance: Fisch",
      ru: "Техработы завершены: Fisch",
      ar: "انتهت الصيانة: Fisch",
    });
    expect(words("ru").statusPage.resolved("Fisch", "Не работает", "down")).toBe("Устранено: Fisch: Не работает");
    expect(words("ar").statusPage.resolved("Fisch", "متوقف", "down")).toBe("انتهى: Fisch: متوقف");
  });

  it("word maintenance as players do, and a time alone in Indonesian with pukul", () => {
    expect(words("fil").status.game.maintenance).toBe("Naka-maintenance");
    expect(words("fil").maintenance.heading).toBe("Naka-schedule na maintenance");
    expect(words("id").maintenance.heading).toBe("Maintenance terjadwal");
    expect(words("id").statusPage.began("14.05 UTC")).toBe("Mulai pukul 14.05 UTC");
    expect(words("id").statusPage.began(utc("id", true))).toBe("Mulai 25 Nov 2026, 14.05 UTC");
    expect(words("th").status.maintenanceSoon("Fisch", "30 พ.ย. 2569 22:00 UTC")).toBe(
      "Fisch: ปิดปรับปรุงตามกำหนดการตั้งแต่ 30 พ.ย. 2569 22:00 UTC",
    );
  });

  it("Vietnamese puts UTC after the time on the landing page's notice too", () => {
    const vi = words("vi");
    const when = formatUtcTime("2026-11-30T22:00:00Z", "vi");
    expect(vi.status.maintenanceSoon(vi.status.allGames, when)).toBe(
      "Bảo trì theo lịch cho tất cả game: 22:00 UTC ngày 30 thg 11, 2026.",
    );
    expect(vi.time.updated.at!(when)).toBe("Cập nhật lúc 22:00 UTC ngày 30 thg 11, 2026");
  });
});

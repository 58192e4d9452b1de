import { describe, expect, it } from "vitest";
import { fitTimePhrase } from "./time-words";
import { th } from "./messages/th";
import { ptBR } from "./messages/pt-br";
import { fil } from "./messages/fil";
import { sayTimeAgo } from "~/lib/relative-time";
import { toWords } from "./words";

const ago = (locale: string, value: number, unit: Intl.RelativeTimeFormatUnit) =>
  new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(value, unit);

const now = Date.parse("2026-11-23T12:00:00Z");
const minute = 60_000;
const day = 24 * 60 * minute;

describe("Thai", () => {
  it("does not double เมื่อ before Intl's เมื่อวาน", () => {
    expect(fitTimePhrase("th", ago("th", -1, "day"))).toBe("เมื่อวาน");
    expect(sayTimeAgo(toWords(th.time.updated), now - day, now, "th")).toBe("อัปเดตเมื่อวาน");
  });

  it("sets a figure off by a space and joins other phrases", () => {
    expect(sayTimeAgo(toWords(th.time.updated), now - 5 * minute, now, "th")).toBe("อัปเดตเมื่อ 5 นาทีที่ผ่านมา");
    expect(sayTimeAgo(toWords(th.time.updated), now - 7 * day, now, "th")).toBe("อัปเดตเมื่อสัปดาห์ที่แล้ว");
    expect(th.time.updated.at("23 พ.ย. 2569 11:06 UTC")).toBe("อัปเดตเมื่อ 23 พ.ย. 2569 11:06 UTC");
  });
});

describe("Portuguese", () => {
  it("gives last week, month and year their preposition", () => {
    expect(sayTimeAgo(toWords(ptBR.time.updated), now - 7 * day, now, "pt-BR")).toBe("Atualizado na semana passada");
    expect(sayTimeAgo(toWords(ptBR.time.updated), now - 31 * day, now, "pt-BR")).toBe("Atualizado no mês passado");
    expect(fitTimePhrase("pt-BR", ago("pt-BR", -1, "year"))).toBe("no ano passado");
    expect(sayTimeAgo(toWords(ptBR.time.updated), now - 5 * minute, now, "pt-BR")).toBe("Atualizado há 5 minutos");
    expect(sayTimeAgo(toWords(ptBR.time.updated), now - day, now, "pt-BR")).toBe("Atualizado ontem");
  });
});

describe("Filipino", () => {
  it("says noong before last week, month and year", () => {
    expect(sayTimeAgo(toWords(fil.time.updated), now - 7 * day, now, "fil")).toBe("Na-update noong nakaraang linggo");
    expect(fitTimePhrase("fil", ago("fil", -1, "month"))).toBe("noong nakaraang buwan");
    expect(sayTimeAgo(toWords(fil.time.updated), now - 5 * minute, now, "fil")).toBe(
      "Na-update 5 minuto ang nakalipas",
    );
    expect(sayTimeAgo(toWords(fil.time.updated), now - day, now, "fil")).toBe("Na-update kahapon");
    expect(sayTimeAgo(toWords(fil.time.updated), now - 2 * day, now, "fil")).toBe("Na-update kamakalawa");
  });

  it("rewords Intl's word-for-word phrases in a time standing alone (the executors' Last checked cells)", () => {
    expect(new Intl.RelativeTimeFormat("fil", { numeric: "auto" }).format(-2, "day")).toBe("Araw bago ang kahapon");
    const alone = { justNow: fil.time.justNow };
    expect(sayTimeAgo(alone, now - 2 * day, now, "fil")).toBe("Kamakalawa");
    expect(sayTimeAgo(alone, now - 7 * day, now, "fil")).toBe("Noong nakaraang linggo");
    expect(sayTimeAgo(alone, now - day, now, "fil")).toBe("Kahapon");
    expect(sayTimeAgo(alone, now - 5 * minute, now, "fil")).toBe("5 minuto ang nakalipas");
  });
});

describe("other languages", () => {
  it("leave Intl's phrase as it is", () => {
    expect(fitTimePhrase("en", "last week")).toBe("last week");
    expect(fitTimePhrase("ru", "на прошлой неделе")).toBe("на прошлой неделе");
  });

  it("fit a phrase to a verb only inside a sentence, not standing alone (Thai, Portuguese)", () => {
    expect(sayTimeAgo({ justNow: th.time.justNow }, now - 5 * minute, now, "th")).toBe("5 นาทีที่ผ่านมา");
    expect(sayTimeAgo({ justNow: ptBR.time.justNow }, now - 7 * day, now, "pt-BR")).toBe("Semana passada");
  });
});

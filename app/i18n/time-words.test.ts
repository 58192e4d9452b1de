import { describe, expect, it } from "vitest";
import { filipinoWhen, portugueseWhen, thaiWhen } from "./time-words";

const ago = (locale: string, value: number, unit: Intl.RelativeTimeFormatUnit) =>
  new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(value, unit);

describe("thaiWhen", () => {
  it("does not double เมื่อ before Intl's เมื่อวาน", () => {
    expect(thaiWhen("อัปเดต", ago("th", -1, "day"))).toBe("อัปเดตเมื่อวาน");
  });

  it("sets a figure off by a space and joins other phrases", () => {
    expect(thaiWhen("อัปเดต", ago("th", -5, "minute"))).toBe("อัปเดตเมื่อ 5 นาทีที่ผ่านมา");
    expect(thaiWhen("อัปเดต", ago("th", -1, "week"))).toBe("อัปเดตเมื่อสัปดาห์ที่แล้ว");
    expect(thaiWhen("อัปเดต", "23 พ.ย. 2569 11:06 UTC")).toBe("อัปเดตเมื่อ 23 พ.ย. 2569 11:06 UTC");
  });
});

describe("portugueseWhen", () => {
  it("gives last week, month and year their preposition", () => {
    expect(portugueseWhen("Atualizado", ago("pt-BR", -1, "week"))).toBe("Atualizado na semana passada");
    expect(portugueseWhen("Atualizado", ago("pt-BR", -1, "month"))).toBe("Atualizado no mês passado");
    expect(portugueseWhen("Entrou", ago("pt-BR", -1, "year"))).toBe("Entrou no ano passado");
    expect(portugueseWhen("Atualizado", ago("pt-BR", -5, "minute"))).toBe("Atualizado há 5 minutos");
    expect(portugueseWhen("Atualizado", ago("pt-BR", -1, "day"))).toBe("Atualizado ontem");
  });
});

describe("filipinoWhen", () => {
  it("says noong before last week, month and year", () => {
    expect(filipinoWhen("Na-update", ago("fil", -1, "week"))).toBe("Na-update noong nakaraang linggo");
    expect(filipinoWhen("Na-update", ago("fil", -1, "month"))).toBe("Na-update noong nakaraang buwan");
    expect(filipinoWhen("Sumali ka", ago("fil", -5, "minute"))).toBe("Sumali ka 5 minuto ang nakalipas");
    expect(filipinoWhen("Na-update", ago("fil", -1, "day"))).toBe("Na-update kahapon");
  });
});

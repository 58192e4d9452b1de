import { describe, expect, it } from "vitest";
import { plural } from "./plural";

describe("plural", () => {
  const ru = { one: "одна", few: "несколько", many: "много", other: "дробь" };

  it("picks the language's form for the count", () => {
    expect(plural("ru", 1, ru)).toBe("одна");
    expect(plural("ru", 3, ru)).toBe("несколько");
    expect(plural("ru", 0, ru)).toBe("много");
    expect(plural("ru", 11, ru)).toBe("много");
    expect(plural("ru", 1.5, ru)).toBe("дробь");
    expect(plural("ar", 0, { zero: "صفر", other: "أخرى" })).toBe("صفر");
  });

  it("takes an exact count before the language's category", () => {
    const pt = { "=0": "gerados", one: "gerado", other: "gerados" };
    expect(new Intl.PluralRules("pt-BR").select(0)).toBe("one");
    expect(plural("pt-BR", 0, pt)).toBe("gerados");
    expect(plural("pt-BR", 1, pt)).toBe("gerado");
  });

  it("falls back to other when a language's form is not given", () => {
    expect(plural("ar", 2, { zero: "صفر", other: "أخرى" })).toBe("أخرى");
  });
});

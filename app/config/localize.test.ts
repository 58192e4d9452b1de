import { describe, expect, it } from "vitest";
import { brand, games, partnerBanner, stats } from "./brand";
import { getKey, resellers } from "./key-flow";
import { fillNames, localize, operatorTranslationProblems, textProblems, type OperatorTranslation } from "./localize";
import { fil } from "./translations/fil";

const operatorTexts = { brand, stats, partnerBanner, getKey, resellers };
const localizeOperatorTexts = (translation: OperatorTranslation | undefined) =>
  translation ? localize(operatorTexts, translation) : operatorTexts;

describe("operator texts per language", () => {
  it("takes the translated strings and falls back to English for the rest", () => {
    const texts = localizeOperatorTexts({
      brand: { tagline: "O único hub" },
      stats: [{ label: "Usuários ativos" }],
      resellers: [{ name: "Oficial" }],
      getKey: { freeProviders: [{}, { cta: "Pegar key grátis" }] },
    });
    expect(texts.brand.tagline).toBe("O único hub");
    expect(operatorTexts.brand.description).toContain("{name}");
    expect(texts.brand.description).toBe(
      fillNames(operatorTexts.brand.description, {
        name: brand.name,
        premiumName: brand.premiumName,
        gameCount: games.length,
      }),
    );
    expect(texts.brand.name).toBe(brand.name);
    expect(texts.stats.map((s) => s.label)).toEqual(["Usuários ativos", "Uptime", "Games"]);
    expect(texts.stats[0]!.value).toBe(operatorTexts.stats[0].value);
    expect(texts.stats[2]!.value).toBe(`${games.length}+`);
    expect(texts.resellers[0]!.name).toBe("Oficial");
    expect(texts.resellers[0]!.url).toBe(operatorTexts.resellers[0].url);
    expect(texts.getKey.freeProviders[1]!.cta).toBe("Pegar key grátis");
    expect(texts.getKey.freeProviders[0]!.cta).toBe("Get Free Key");
  });
  it("fills {name}, {premiumName} and {gameCount} in English and in every translation", () => {
    const values = { name: "Nova", premiumName: "Nova Plus", gameCount: 7 };
    const english = {
      brand: {
        name: "Nova",
        premiumName: "Nova Plus",
        description: "{name} has {gameCount} games",
        siteUrl: "https://x.example/{name}",
      },
      getKey: { premium: { cta: "Get {premiumName}" } },
    };
    expect(localize(english, undefined, "", values)).toEqual({
      brand: {
        name: "Nova",
        premiumName: "Nova Plus",
        description: "Nova has 7 games",
        siteUrl: "https://x.example/{name}",
      },
      getKey: { premium: { cta: "Get Nova Plus" } },
    });
    expect(
      localize(english, { getKey: { premium: { cta: "Obtener {premiumName}" } } }, "", values).getKey.premium.cta,
    ).toBe("Obtener Nova Plus");
    expect(fillNames("{name} {unknown}", values)).toBe("Nova {unknown}");
  });
  it("refuses a typed name and an unknown placeholder in a text", () => {
    const names = { name: "Rift", premiumName: "Rift NOW" };
    expect(textProblems("Get {premiumName} from {name}", "cta", names)).toEqual([]);
    expect(textProblems("Get Rift NOW, the best of Rift", "cta", names)).toEqual([
      'cta: types the name "Rift NOW"; write {premiumName} instead, so a rename changes it too',
      'cta: types the name "Rift"; write {name} instead, so a rename changes it too',
    ]);
    expect(textProblems("Rifts and drift are other words; {hub} is not", "text", names)).toEqual([
      "text: {hub} is not a placeholder (use {name}, {premiumName}, {gameCount})",
    ]);
  });
  it("never lets a translation change a link, an id or the product's name", () => {
    const texts = localizeOperatorTexts({
      resellers: [{ url: "https://evil.example", id: "x" }],
      brand: { name: "Evil" },
    } as never);
    expect(texts.resellers[0]!.url).toBe(operatorTexts.resellers[0].url);
    expect(texts.resellers[0]!.id).toBe("official");
    expect(texts.brand.name).toBe("Rift");
  });
  it("names every problem of a translation file", () => {
    expect(operatorTranslationProblems({ brand: { tagline: "ok" }, stats: [{ label: "a" }] }, operatorTexts)).toEqual(
      [],
    );
    expect(
      operatorTranslationProblems(
        {
          brand: { tagline: "", name: "X", slogan: "y", description: `${brand.name} es un hub` },
          stats: [{ label: 3 }, {}, {}, {}],
          resellers: [{ url: "https://evil.example" }],
          getKey: "no",
        },
        operatorTexts,
      ),
    ).toEqual([
      "brand.tagline is empty (leave it out to use the English text)",
      "brand.name is not translatable (links, ids and names of things stay as configured)",
      "brand.slogan is not a field of the configuration",
      `brand.description: types the name "${brand.name}"; write {name} instead, so a rename changes it too`,
      "stats has 4 entries, the configuration 3",
      "stats[0].label must be a string",
      "resellers[0].url is not translatable (links, ids and names of things stay as configured)",
      "getKey must be an object",
    ]);
  });
});

describe("the operator's texts as a fluent reader reads them", () => {
  it('Filipino links a count to its noun: "12 na suportadong laro"', () => {
    expect(fil.brand.description).toContain("{gameCount} na suportadong laro");
    expect(localize(operatorTexts, fil).brand.description).toContain(`${games.length} na suportadong laro`);
  });
});

import { describe, expect, it } from "vitest";
import { brand, partnerBanner, stats } from "./brand";
import { getKey, resellers } from "./key-flow";
import { localize, operatorTranslationProblems, type OperatorTranslation } from "./localize";

const operatorTexts = { brand, stats, partnerBanner, getKey, resellers };
const localizeOperatorTexts = (translation: OperatorTranslation | undefined) => (translation ? localize(operatorTexts, translation) : operatorTexts);

describe("operator texts per language", () => {
  it("takes the translated strings and falls back to English for the rest", () => {
    const texts = localizeOperatorTexts({
      brand: { tagline: "O único hub" },
      stats: [{ label: "Usuários ativos" }],
      resellers: [{ name: "Oficial" }],
      getKey: { freeProviders: [{}, { cta: "Pegar key grátis" }] },
    });
    expect(texts.brand.tagline).toBe("O único hub");
    expect(texts.brand.description).toBe(operatorTexts.brand.description);
    expect(texts.brand.name).toBe("Rift");
    expect(texts.stats.map((s) => s.label)).toEqual(["Usuários ativos", "Uptime", "Games"]);
    expect(texts.stats[0]!.value).toBe(operatorTexts.stats[0].value);
    expect(texts.resellers[0]!.name).toBe("Oficial");
    expect(texts.resellers[0]!.url).toBe(operatorTexts.resellers[0].url);
    expect(texts.getKey.freeProviders[1]!.cta).toBe("Pegar key grátis");
    expect(texts.getKey.freeProviders[0]!.cta).toBe("Get Free Key");
    expect(localizeOperatorTexts(undefined)).toBe(operatorTexts);
  });
  it("never lets a translation change a link, an id or the product's name", () => {
    const texts = localizeOperatorTexts({ resellers: [{ url: "https://evil.example", id: "x" }], brand: { name: "Evil" } } as never);
    expect(texts.resellers[0]!.url).toBe(operatorTexts.resellers[0].url);
    expect(texts.resellers[0]!.id).toBe("official");
    expect(texts.brand.name).toBe("Rift");
  });
  it("names every problem of a translation file", () => {
    expect(operatorTranslationProblems("translations/pt-br.ts", { brand: { tagline: "ok" }, stats: [{ label: "a" }] }, operatorTexts)).toEqual([]);
    expect(
      operatorTranslationProblems("translations/pt-br.ts", {
        brand: { tagline: "", name: "X", slogan: "y" },
        stats: [{ label: 3 }, {}, {}, {}],
        resellers: [{ url: "https://evil.example" }],
        getKey: "no",
      }, operatorTexts),
    ).toEqual([
      "- translations/pt-br.ts: brand.tagline is empty (leave it out to use the English text)",
      "- translations/pt-br.ts: brand.name is not translatable (links, ids and names of things stay as configured)",
      "- translations/pt-br.ts: brand.slogan is not a field of the configuration",
      "- translations/pt-br.ts: stats has 4 entries, the configuration 3",
      "- translations/pt-br.ts: stats[0].label must be a string",
      "- translations/pt-br.ts: resellers[0].url is not translatable (links, ids and names of things stay as configured)",
      "- translations/pt-br.ts: getKey must be an object",
    ]);
  });
});

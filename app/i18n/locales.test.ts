import { describe, expect, it } from "vitest";
import {
  defaultLocale,
  localeByTag,
  localeFromAcceptLanguage,
  localeFromPath,
  languageOf,
  localizedPath,
  locales,
} from "./locales";
import { languagePaths, publishedLocales } from "./published";

const byTag = (tag: string) => localeByTag(tag)!;

describe("locales", () => {
  it("lists English first, without a prefix, then eight languages with lower-case prefixes", () => {
    expect(defaultLocale).toMatchObject({ tag: "en", prefix: "", dir: "ltr", name: "English" });
    expect(locales.map((locale) => locale.tag)).toEqual(["en", "pt-BR", "es", "id", "vi", "th", "fil", "ru", "ar"]);
    for (const locale of locales.slice(1)) expect(locale.prefix).toBe(locale.tag.toLowerCase());
  });
  it("writes only Arabic right to left", () => {
    expect(locales.filter((locale) => locale.dir === "rtl").map((locale) => locale.tag)).toEqual(["ar"]);
  });
  it("names each language in itself", () => {
    expect(byTag("pt-BR").name).toBe("Português (Brasil)");
    expect(byTag("vi").name).toBe("Tiếng Việt");
    expect(byTag("ar").name).toBe("العربية");
  });
});

describe("localeFromPath", () => {
  it("reads the prefix of a localized page", () => {
    expect(localeFromPath("/pt-br/getkey").tag).toBe("pt-BR");
    expect(localeFromPath("/es").tag).toBe("es");
    expect(localeFromPath("/ar/").tag).toBe("ar");
    expect(localeFromPath("/PT-BR/getkey").tag).toBe("pt-BR");
  });
  it("gives English for unprefixed pages and for segments that only look like a language", () => {
    expect(localeFromPath("/").tag).toBe("en");
    expect(localeFromPath("/getkey").tag).toBe("en");
    expect(localeFromPath("/esx/getkey").tag).toBe("en");
    expect(localeFromPath("").tag).toBe("en");
  });
});

describe("a page's [...lang] segment", () => {
  it("is none for English and each other published language's prefix, read back as that language", () => {
    const segments = languagePaths().map(({ params }) => params.lang);
    expect(segments).toEqual(
      ["", ...publishedLocales.slice(1).map((locale) => locale.prefix)].map((p) => p || undefined),
    );
    expect(segments.map(languageOf)).toEqual(publishedLocales.map((locale) => locale.tag));
  });
});

describe("localizedPath", () => {
  it("moves a page between languages", () => {
    expect(localizedPath("/getkey", byTag("pt-BR"))).toBe("/pt-br/getkey");
    expect(localizedPath("/pt-br/getkey", byTag("es"))).toBe("/es/getkey");
    expect(localizedPath("/pt-br/getkey", defaultLocale)).toBe("/getkey");
  });
  it("maps the home page to / in English and to the bare prefix elsewhere", () => {
    expect(localizedPath("/", byTag("ru"))).toBe("/ru");
    expect(localizedPath("/ru", defaultLocale)).toBe("/");
    expect(localizedPath("/ru/", defaultLocale)).toBe("/");
    expect(localizedPath("/", defaultLocale)).toBe("/");
  });
  it("keeps the query and the hash", () => {
    expect(localizedPath("/servercodes?code=ABC", byTag("th"))).toBe("/th/servercodes?code=ABC");
    expect(localizedPath("/fil/terms#refunds", defaultLocale)).toBe("/terms#refunds");
  });
});

describe("localeFromAcceptLanguage", () => {
  const pick = (header: string | null | undefined) => localeFromAcceptLanguage(header).tag;
  it("gives English without a header, for * and when nothing matches", () => {
    expect(pick(undefined)).toBe("en");
    expect(pick(null)).toBe("en");
    expect(pick("")).toBe("en");
    expect(pick("*")).toBe("en");
    expect(pick("de-DE, fr;q=0.8")).toBe("en");
  });
  it("matches exact tags and whole languages", () => {
    expect(pick("pt-BR")).toBe("pt-BR");
    expect(pick("pt")).toBe("pt-BR");
    expect(pick("pt-PT")).toBe("pt-BR");
    expect(pick("es-MX")).toBe("es");
    expect(pick("tl")).toBe("fil");
    expect(pick("fil-PH")).toBe("fil");
    expect(pick("AR-eg")).toBe("ar");
  });
  it("honours q-values, with ties in header order", () => {
    expect(pick("de;q=0.9, ru;q=0.5, vi;q=0.8")).toBe("vi");
    expect(pick("fr, es;q=0.4, id;q=0.4")).toBe("es");
    expect(pick("th;q=0, en;q=0.1")).toBe("en");
    expect(pick("de, *;q=0.5, ru;q=0.1")).toBe("en");
  });
  it("ignores malformed parts", () => {
    expect(pick(" , ;q=1, ru;q=abc, vi")).toBe("vi");
  });
});

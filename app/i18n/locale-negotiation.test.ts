import { describe, expect, it } from "vitest";
import {
  decideLocale,
  isCrawler,
  localeByCode,
  localeCookieHeader,
  localeFromCookie,
  type LocaleRequest,
} from "./locale-negotiation";
import { defaultLocale, localeByTag, localeFromAcceptLanguage, locales } from "./locales";

const all = locales;
const ask = (request: Partial<LocaleRequest>) => decideLocale({ page: "/", query: "", published: all, ...request });
const pt = localeByTag("pt-BR")!;

describe("localeByCode and the cookie", () => {
  it.each([
    ["en", "en"],
    ["pt-br", "pt-BR"],
    ["pt-BR", "pt-BR"],
    [" AR ", "ar"],
    ["fil", "fil"],
  ])("%s names %s", (code, tag) => expect(localeByCode(code)?.tag).toBe(tag));
  it.each(["", "pt", "xx", "en-US", "../", undefined])("%s names nothing", (code) =>
    expect(localeByCode(code)).toBeUndefined(),
  );
  it("reads our cookie among others and ignores look-alikes", () => {
    expect(localeFromCookie("a=1; rift-lang=pt-br; b=2")?.tag).toBe("pt-BR");
    expect(localeFromCookie("xrift-lang=ru")).toBeUndefined();
    expect(localeFromCookie("rift-lang=klingon")).toBeUndefined();
    expect(localeFromCookie(undefined)).toBeUndefined();
  });
  it("remembers a choice for a year, site-wide", () => {
    expect(localeCookieHeader(pt)).toBe("rift-lang=pt-br; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(localeCookieHeader(locales[0])).toBe("rift-lang=en; Path=/; Max-Age=31536000; SameSite=Lax");
  });
});

describe("decideLocale", () => {
  it("sends a first visit to the best language, keeping the page and query", () => {
    expect(ask({ acceptLanguage: "pt-BR,pt;q=0.9,en;q=0.8" })).toEqual({ location: "/pt-br" });
    expect(ask({ page: "/joiner", query: "PlaceId=1&ServerId=x", acceptLanguage: "ru" })).toEqual({
      location: "/ru/joiner?PlaceId=1&ServerId=x",
    });
    expect(ask({ page: "/discord", acceptLanguage: "es-MX,es;q=0.9" })).toEqual({ location: "/es/discord" });
  });
  it("leaves English to English readers, to requests without Accept-Language and to crawlers", () => {
    expect(ask({ acceptLanguage: "en-US,en;q=0.9" })).toBeNull();
    expect(ask({ acceptLanguage: undefined })).toBeNull();
    expect(ask({ acceptLanguage: "" })).toBeNull();
    expect(ask({ acceptLanguage: "de-DE" })).toBeNull();
    expect(ask({ acceptLanguage: "pt-BR", userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1)" })).toBeNull();
  });
  it("a remembered choice always wins", () => {
    expect(ask({ acceptLanguage: "pt-BR", cookie: "rift-lang=en" })).toBeNull();
    expect(ask({ acceptLanguage: "en-US", cookie: "rift-lang=ar", page: "/getkey" })).toEqual({
      location: "/ar/getkey",
    });
  });
  it("never redirects a language's own pages, whatever the header says", () => {
    expect(ask({ page: "/pt-br/getkey", acceptLanguage: "ru" })).toBeNull();
    expect(ask({ page: "/ar", cookie: "rift-lang=en" })).toBeNull();
  });
  it("?lang= from the menu is remembered and dropped from the URL", () => {
    expect(ask({ page: "/pt-br/getkey", query: "lang=en", acceptLanguage: "pt-BR" })).toEqual({
      location: "/getkey",
      setCookie: "rift-lang=en; Path=/; Max-Age=31536000; SameSite=Lax",
    });
    expect(ask({ page: "/joiner", query: "PlaceId=1&lang=vi&ServerId=2" })).toEqual({
      location: "/vi/joiner?PlaceId=1&ServerId=2",
      setCookie: "rift-lang=vi; Path=/; Max-Age=31536000; SameSite=Lax",
    });
  });
  it("an unknown ?lang= is ignored, and nothing redirects to a language this build does not publish", () => {
    expect(ask({ query: "lang=%E0%A4", acceptLanguage: "en" })).toBeNull();
    expect(ask({ query: "lang=javascript:alert(1)" })).toBeNull();
    const englishOnly = [locales[0]];
    expect(ask({ published: englishOnly, acceptLanguage: "pt-BR" })).toBeNull();
    expect(ask({ published: englishOnly, query: "lang=pt-br" })).toBeNull();
    expect(ask({ published: englishOnly, cookie: "rift-lang=ru" })).toBeNull();
  });
  it("the chain ends after one hop: the target of every redirect is served as it is", () => {
    for (const acceptLanguage of ["pt-BR", "ar", "th,en", "fil"]) {
      for (const page of ["/", "/getkey", "/joiner"]) {
        const first = ask({ page, acceptLanguage });
        expect(first).not.toBeNull();
        const target = first!.location.split("?")[0]!;
        expect(ask({ page: target, acceptLanguage })).toBeNull();
      }
    }
  });
});

describe("isCrawler", () => {
  it.each([
    "Googlebot/2.1",
    "Mozilla/5.0 (compatible; bingbot/2.0)",
    "Twitterbot/1.0",
    "facebookexternalhit/1.1",
    "DuckDuckBot",
  ])("%s", (ua) => expect(isCrawler(ua)).toBe(true));
  it("a phone browser is not", () =>
    expect(isCrawler("Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36")).toBe(
      false,
    ));
});

describe("request data named like Object.prototype's properties", () => {
  const names = Object.getOwnPropertyNames(Object.prototype);
  const published = locales;
  it.each(names)("%s is no language, in any header or parameter", (name) => {
    for (const value of [name, `${name}-US`, `${name[0]!.toUpperCase()}${name.slice(1)}-US`, `${name}-x`]) {
      expect(localeFromAcceptLanguage(value)).toBe(defaultLocale);
      expect(decideLocale({ page: "/", query: "", acceptLanguage: value, published })).toBeNull();
    }
    expect(decideLocale({ page: "/", query: "", acceptLanguage: `${name};q=0.9, ru;q=0.5`, published })?.location).toBe(
      "/ru",
    );
    expect(localeFromCookie(`rift-lang=${name}`)).toBeUndefined();
    expect(localeFromCookie(`${name}=1; rift-lang=es`)).toBe(localeByTag("es"));
    expect(localeByCode(name)).toBeUndefined();
    expect(decideLocale({ page: "/getkey", query: `lang=${name}`, published })).toBeNull();
    expect(decideLocale({ page: "/getkey", query: `${name}=1&lang=es`, published })?.location).toBe(
      `/es/getkey?${name}=1`,
    );
  });
});

describe("bounded work per header", () => {
  it("reads the first 32 Accept-Language ranges and the first 64 cookies", () => {
    expect(localeFromAcceptLanguage(`${"de, ".repeat(31)}ru`)).toBe(localeByTag("ru"));
    expect(localeFromAcceptLanguage(`${"de, ".repeat(32)}ru`)).toBe(defaultLocale);
    expect(localeFromCookie(`${"a=1; ".repeat(63)}rift-lang=ru`)).toBe(localeByTag("ru"));
    expect(localeFromCookie(`${"a=1; ".repeat(64)}rift-lang=ru`)).toBeUndefined();
  });
});

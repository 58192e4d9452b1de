import { describe, expect, it } from "vitest";
import { decideLocale, localeCookie, localeQueryParam } from "~/i18n/locale-negotiation";
import { locales } from "~/i18n/locales";
import { redirectToLanguage } from "./locale-redirect";

const published = locales.map(({ tag, prefix }) => ({ tag, prefix }));

/** The static-host script's rule against a stand-in browser (scripts/deploy-configs.test.ts runs the compiled one). */
const runRule = (env: Parameters<typeof redirectToLanguage>[3]) =>
  redirectToLanguage(published, localeCookie, localeQueryParam, env);

const cases: { path: string; search?: string; cookie?: string; languages?: string[]; crawler?: boolean }[] = [
  { path: "/", languages: ["pt-BR", "en"] },
  { path: "/getkey", languages: ["es-MX"] },
  { path: "/joiner", search: "?PlaceId=1&ServerId=2", languages: ["ru-RU", "ru"] },
  { path: "/", languages: ["en-US"] },
  { path: "/", languages: [] },
  { path: "/", languages: ["de", "tl"] },
  { path: "/", languages: ["pt"] },
  { path: "/", languages: ["ar"], crawler: true },
  { path: "/", languages: ["pt-BR"], cookie: "rift-lang=en" },
  { path: "/terms", languages: ["en"], cookie: "x=1; rift-lang=th" },
  { path: "/pt-br/getkey", languages: ["ru"] },
  { path: "/pt-br/getkey", search: "?lang=en", languages: ["pt-BR"] },
  { path: "/joiner", search: "?PlaceId=1&lang=vi&ServerId=2", languages: ["en"] },
  { path: "/", search: "?lang=klingon", languages: ["en"] },
];

describe("redirectToLanguage (static hosts)", () => {
  it.each(cases)(
    "agrees with the server's rule: %o",
    ({ path, search = "", cookie = "", languages = [], crawler = false }) => {
      const server = decideLocale({
        page: path,
        query: search.slice(1),
        cookie,
        acceptLanguage: languages.map((l, i) => `${l};q=${(1 - i / 10).toFixed(1)}`).join(", "),
        userAgent: crawler ? "Googlebot" : "Mozilla/5.0",
        published: locales,
      });
      const went = runRule({ path, search, cookie, languages, crawler });
      // The server answers ?lang= with a redirect even to the same path; the script only tidies the URL then.
      expect(went).toBe(server?.location ?? null);
    },
  );
});

describe("redirectToLanguage never leaves the site", () => {
  it.each([
    { path: "/es//evil.com", search: "?lang=en" },
    { path: "/es//evil.com/", search: "?lang=en" },
    { path: "/es/\\evil.com", search: "?lang=en" },
    { path: "/es//\\evil.com", search: "?lang=en" },
    { path: "//evil.com", search: "?lang=en" },
    { path: "//evil.com", search: "", languages: ["pt-BR"] },
    { path: "/ru//evil.com", search: "?lang=es" },
  ])("%o: no protocol-relative URL", ({ path, search, languages = [] }) => {
    const went = runRule({ path, search, cookie: "", languages, crawler: false });
    expect(went === null || /^\/(?![/\\])/.test(went) ? "stays on the site" : went).toBe("stays on the site");
  });

  const names = Object.getOwnPropertyNames(Object.prototype);
  it.each(names)("Object.prototype's %s as a language, a cookie or ?lang= changes nothing", (name) => {
    const env = { path: "/", search: "", cookie: "", languages: [] as string[], crawler: false };
    expect(runRule({ ...env, languages: [name, `${name}-US`, "pt"] })).toBe("/pt-br");
    expect(runRule({ ...env, cookie: `rift-lang=${name}`, languages: ["ru"] })).toBe("/ru");
    expect(runRule({ ...env, search: `?lang=${name}`, languages: ["en"] })).toBe(null);
    expect(runRule({ ...env, search: `?${name}=1&lang=es` })).toBe(`/es?${name}=1`);
  });
});

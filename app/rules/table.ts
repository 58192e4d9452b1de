/** Per build, the table every deploy target is written from: pages (file, policy, languages), not-found pages. */
import { localizedPath, type Locale } from "../i18n/locales.ts";
import { publishedLocales } from "../i18n/published.ts";
import { contentSecurityPolicy } from "./headers.ts";
import { rootNotFoundPage, siteIndex } from "./requests.ts";

/** build/script-hashes.json: each prerendered page's URL path → the SHA-256 hashes of its inline scripts. */
export type ScriptHashes = Record<string, string[]>;

export const notFoundFile = "404.html";

/** A page's file in build/client: "/" → index.html, "/404" → 404.html, "/terms" → terms/index.html. */
export const pageFile = (page: string) =>
  page === "/" ? "index.html" : page === "/404" ? notFoundFile : `${page.slice(1)}/index.html`;

/** A language's code in a cookie or `?lang=`: its prefix, "en" for English. */
export const codeOf = (locale: Locale) => locale.prefix || "en";
/** The not-found page of a language ("/pt-br/404"), the root one for English. */
export const notFoundPageOf = (locale: Locale) => localizedPath(rootNotFoundPage, locale);

/** The table of a build, its page paths checked to be expressible in every target. */
export function siteTable(hashes: ScriptHashes) {
  const site = siteIndex(Object.keys(hashes));
  for (const page of [...site.pages, ...site.notFoundPages])
    if (!/^\/([a-z0-9][a-z0-9._~-]*(\/[a-z0-9][a-z0-9._~-]*)*)?$/i.test(page))
      throw new Error(`rules: page path ${JSON.stringify(page)} cannot be written into the deploy configurations`);
  // Besides the root one, only a language directory's not-found page ("/pt-br/404").
  const extra = [...site.notFoundPages].filter((page) => !publishedLocales.map(notFoundPageOf).includes(page));
  if (extra.length) throw new Error(`rules: teach the deploy targets about the not-found pages ${extra.join(", ")}`);
  const policy = (page: string) => contentSecurityPolicy(hashes[page] ?? []);
  // languages: those that have the page (?lang=); negotiable: an English page's others; rest: "" for a home page.
  const pages = [...site.pages].sort().map((path) => {
    const languages = site.locales.filter((locale) => site.pages.has(localizedPath(path, locale)));
    const own = site.locales.find((locale) => localizedPath(path, locale) === path) ?? site.locales[0]!;
    const rest = own.prefix ? path.slice(own.prefix.length + 1) : path === "/" ? "" : path;
    const negotiable = own.prefix ? [] : languages.filter((locale) => locale.prefix);
    return { path, file: pageFile(path), policy: policy(path), languages, negotiable, rest };
  });
  // The not-found pages by the directory whose missing paths they answer, the root one ("/") last.
  const notFound = [...site.notFoundPages]
    .map((path) => ({ path, directory: path.slice(0, -"404".length), file: pageFile(path), policy: policy(path) }))
    .sort((a, b) => b.directory.length - a.directory.length || a.path.localeCompare(b.path));
  return { site, pages, notFound };
}

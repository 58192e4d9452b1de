/**
 * The site's pages and languages as the spec and the README name them, written out for tests to
 * compare the build and the servers with (never read from the code under test).
 */

/** Pages search engines index (in the sitemap, `index, follow`). */
export const indexablePages = [
  "/",
  "/getkey",
  "/resellers",
  "/executors",
  "/status",
  "/terms",
  "/privacy",
  "/reseller-tos",
  "/showcaser-tos",
];

/** Each configured game's page (issue 42), indexable too. */
export const gamePages = [
  "/games/blox-fruits",
  "/games/grow-a-garden",
  "/games/dead-rails",
  "/games/murder-mystery-2",
  "/games/fisch",
  "/games/pet-simulator-99",
];

/** Utility, redirect and not-found pages: `noindex, nofollow`, out of the sitemap. */
export const noindexPages = ["/joiner", "/servercodes", "/bbgetkey", "/discord", "/ugphone", "/robux", "/404"];

/** Every language as its URL prefix, its `lang` and its `dir`. English has no prefix. */
export const languages = [
  { prefix: "", lang: "en", dir: "ltr" },
  { prefix: "/pt-br", lang: "pt-BR", dir: "ltr" },
  { prefix: "/es", lang: "es", dir: "ltr" },
  { prefix: "/id", lang: "id", dir: "ltr" },
  { prefix: "/vi", lang: "vi", dir: "ltr" },
  { prefix: "/th", lang: "th", dir: "ltr" },
  { prefix: "/fil", lang: "fil", dir: "ltr" },
  { prefix: "/ru", lang: "ru", dir: "ltr" },
  { prefix: "/ar", lang: "ar", dir: "rtl" },
] as const;

/** A page's URL in every language: "/getkey" → "/getkey", "/pt-br/getkey", …; "/" → "/", "/pt-br", … */
export const everyLanguage = (pages: readonly string[]) =>
  languages.flatMap(({ prefix }) => pages.map((page) => (prefix && page === "/" ? prefix : `${prefix}${page}`)));

/**
 * What each page runs, from the README's "Scripts per page": inline scripts by their `data-boot`
 * name, islands by their `data-island` name. The same in every language.
 */
export const scriptsPerPage: Record<string, { inline: string[]; islands: string[] }> = {
  "/": { inline: ["earlyCopy"], islands: ["status-notice", "loader-command", "games"] },
  "/servercodes": { inline: ["earlyCopy", "showServerCode"], islands: ["server-code"] },
  "/joiner": { inline: ["showJoinerState"], islands: ["joiner", "ad-block-gate"] },
  "/bbgetkey": { inline: [], islands: ["redirect-when-clear", "ad-block-gate"] },
  "/ugphone": { inline: [], islands: ["redirect-when-clear", "ad-block-gate"] },
  "/resellers": { inline: [], islands: ["reseller-list", "ad-block-gate"] },
  "/executors": { inline: [], islands: ["executors-status"] },
  "/robux": { inline: ["logLine"], islands: [] },
  "/discord": { inline: ["redirectTo"], islands: [] },
  "/404": { inline: ["logMissingPath"], islands: [] },
  "/getkey": { inline: [], islands: [] },
  "/status": { inline: ["followPage"], islands: ["push-list"] },
  "/terms": { inline: [], islands: [] },
  "/privacy": { inline: [], islands: [] },
  "/reseller-tos": { inline: [], islands: [] },
  "/showcaser-tos": { inline: [], islands: [] },
  ...Object.fromEntries(
    gamePages.map((page) => [
      page,
      { inline: ["earlyCopy", "followPage"], islands: ["loader-command", "push-button"] },
    ]),
  ),
};

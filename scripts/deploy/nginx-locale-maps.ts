import { localeCookie, localeQueryParam } from "../../app/i18n/locale-negotiation.ts";
import type { Locale } from "../../app/i18n/locales.ts";
import { publishedLocales } from "../../app/i18n/published.ts";
import { notFoundFile, pageFile } from "../../app/rules/table.ts";
import { codeOf, notFoundPageOf } from "../../app/rules/table.ts";
import { escapeRegExp as escapeNginxRegExp } from "./shared.ts";

/** A value as an nginx string: in double quotes, with backslashes and quotes escaped. */
export const quote = (value: string) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/**
 * The language rule (app/i18n/locale-negotiation.ts) as nginx maps, for deploy/nginx.conf's
 * redirects. nginx cannot weigh q-values or loop over ranges, so Accept-Language counts by its first
 * range only, and `?lang=` by its last raw value (one parameter is removed per redirect).
 * - $rift_lang_choice: the code `?lang=` names ("en", "pt-br", …) or "";
 * - $rift_lang_path: that language's path prefix ("" for English);
 * - $rift_rest_query: the query without the `lang` parameter, with its "?" when not empty;
 * - $rift_negotiated: the prefix an English page redirects to ("" to serve it): the cookie's
 *   choice, else (not for crawlers) the first Accept-Language range's language;
 * - $rift_not_found_page: the not-found page of the path's language directory.
 */
export function nginxLocaleMaps(): string {
  const translated = publishedLocales.filter((locale) => locale.prefix);
  const codes = publishedLocales.map(codeOf);
  const choice = (source: string, variable: string, pattern: (code: string) => string) =>
    [
      `map ${source} ${variable} {`,
      '    default "";',
      ...codes.map((code) => `    ${quote(pattern(code))} ${code};`),
      "}",
    ].join("\n");
  // Accept-Language: the languages whose ranges our locales answer (app/i18n/locales.ts): "pt" and
  // "pt-PT" are Brazilian Portuguese, "tl" is Filipino, any region of a language is that language.
  const languagesOf = (locale: Locale) => {
    const language = locale.tag.split("-")[0]!.toLowerCase();
    return language === "fil" ? ["fil", "tl"] : [language];
  };
  return `# The language of English pages (app/i18n/locale-negotiation.ts; see scripts/deploy/nginx-locale-maps.ts).
# ?lang=<code>: the last raw value counts; the redirect drops one lang parameter.
map $args $rift_lang_arg {
    default "";
    "~^(?:.*&)?${localeQueryParam}=(?<rift_lang_raw>[^&]*)" $rift_lang_raw;
}
${choice("$rift_lang_arg", "$rift_lang_choice", (code) => `~*^(?:\\+|%20)*${escapeNginxRegExp(code)}(?:\\+|%20)*$`)}
map $rift_lang_choice $rift_lang_path {
    default "";
${translated.map((locale) => `    ${locale.prefix} /${locale.prefix};`).join("\n")}
}
map $args $rift_rest_query {
    default $is_args$args;
    "~^${localeQueryParam}=[^&]*$" "";
    "~^${localeQueryParam}=[^&]*&(?<rift_args_after>.*)$" ?$rift_args_after;
    "~^(?<rift_args_before>.*?)&${localeQueryParam}=[^&]*$" ?$rift_args_before;
    "~^(?<rift_args_head>.*?)&${localeQueryParam}=[^&]*&(?<rift_args_tail>.*)$" ?$rift_args_head&$rift_args_tail;
}
# The remembered choice: the first ${localeCookie} cookie (nginx has no variable for a name with a dash).
map $http_cookie $rift_cookie_raw {
    default "";
    "~(?:^|;)\\s*${escapeNginxRegExp(localeCookie)}\\s*=(?<rift_cookie_value>[^;]*)" $rift_cookie_value;
}
${choice("$rift_cookie_raw", "$rift_cookie_choice", (code) => `~*^\\s*${escapeNginxRegExp(code)}\\s*$`)}
map $http_user_agent $rift_crawler {
    default 0;
    "~*bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|lighthouse" 1;
}
# Accept-Language: its FIRST range only (no q-values).
map $http_accept_language $rift_accept_choice {
    default "";
${translated
  .flatMap((locale) =>
    languagesOf(locale).map(
      (language) => `    ${quote(`~*^\\s*${escapeNginxRegExp(language)}(?:-[^,;]*)?\\s*(?:[;,]|$)`)} ${locale.prefix};`,
    ),
  )
  .join("\n")}
}
map "$rift_cookie_choice:$rift_crawler:$rift_accept_choice" $rift_negotiated {
    default "";
    "~^en:" "";
    "~^(?<rift_negotiated_cookie>[a-z-]+):" $rift_negotiated_cookie;
    "~^:0:(?<rift_negotiated_accept>[a-z-]+)$" $rift_negotiated_accept;
}
# A missing path under a language's directory gets that language's not-found page.
map $uri $rift_not_found_page {
    default /${notFoundFile};
${translated.map((locale) => `    "~^/${escapeNginxRegExp(locale.prefix)}/" /${pageFile(notFoundPageOf(locale))};`).join("\n")}
}`;
}

/**
 * nginx: `deploy/nginx.conf` (committed, build-independent) and `build/deploy/nginx-pages.conf`
 * (per build: an exact location per page with its own CSP and language redirects, the trailing-slash
 * redirect, the 404 pages). Tested against a real nginx (server/request-cases.test.ts, the Playwright
 * "nginx" project).
 */
import { localeCookie, localeCookieHeader, localeQueryParam } from "../../app/i18n/locale-negotiation.ts";
import { localizedPath, type Locale } from "../../app/i18n/locales.ts";
import { publishedLocales } from "../../app/i18n/published.ts";
import { rootNotFoundPage, type SiteIndex } from "../../server/routing.ts";
import {
  allowedMethods,
  baseSecurityHeaders,
  cacheControl,
  contentSecurityPolicy,
  defaultContentSecurityPolicy,
  hostConfigPaths,
  localeVary,
  strictTransportSecurity,
} from "../../server/security-headers.ts";
import { notFoundFile, pageFile, type ScriptHashes } from "../build-manifest.ts";
import { codeOf, escapeRegExp as escapeNginxRegExp, generatedNote, notFoundPageOf, pagesOf } from "./shared.ts";

/** Where deploy/nginx.conf expects the site and the generated page locations; operators change these lines. */
export const nginxDefaults = {
  root: "/var/www/rift/client",
  pages: "/var/www/rift/deploy/nginx-pages.conf",
  listen: "80",
} as const;

const quote = (value: string) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/** add_header lines for one kind of answer (add_header in a location replaces the server's, so each location lists them all). */
function nginxHeaderLines(indent: string, csp: string, cache: string, extra: string[] = []): string {
  return [
    ...Object.entries(baseSecurityHeaders).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    `add_header Content-Security-Policy ${quote(csp)} always;`,
    "add_header Strict-Transport-Security $rift_hsts always;",
    `add_header Cache-Control ${quote(cache)} always;`,
    ...extra,
  ]
    .map((line) => indent + line)
    .join("\n");
}

/**
 * The language rule (app/i18n/locale-negotiation.ts) as nginx maps, for nginx-pages.conf's page
 * locations. nginx cannot weigh q-values or loop over ranges, so Accept-Language counts by its first
 * range only, and `?lang=` by its last raw value (one parameter is removed per redirect).
 * - $rift_lang_choice: the code `?lang=` names ("en", "pt-br", …) or "";
 * - $rift_lang_path / $rift_lang_home: that language's path prefix ("" / "/" for English);
 * - $rift_rest_query: the query without the `lang` parameter, with its "?" when not empty;
 * - $rift_negotiated: the prefix an English page redirects to ("" to serve it): the cookie's
 *   choice, else (not for crawlers) the first Accept-Language range's language;
 * - $rift_not_found_page: the not-found page of the path's language directory.
 */
function nginxLocaleMaps(): string {
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
  return `# The language of English pages (app/i18n/locale-negotiation.ts; see nginxLocaleMaps in scripts/deploy/nginx.ts).
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
map $rift_lang_choice $rift_lang_home {
    default /;
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

/** deploy/nginx.conf: a conf.d file (http context) with the server block. */
export function nginxConf(options: { root?: string; pages?: string; listen?: string } = {}): string {
  const { root, pages, listen } = { ...nginxDefaults, ...options };
  return `# Rift: nginx configuration (conf.d file, http context). ${generatedNote}
#
# Serves the prerendered build like the embedded server (server/routing.ts): set \`root\` to the
# copied build/client directory and the include below to the copied build/deploy/nginx-pages.conf
# (an exact location per page with its own CSP, whose script hashes change with every build; copy
# it on each deploy). For TLS, add \`listen 443 ssl;\` and your certificate lines: HSTS is then sent.

# HSTS only over TLS (the variable is empty on plain HTTP, and nginx skips empty headers).
map $https $rift_hsts {
    on ${quote(strictTransportSecurity)};
    default "";
}

${nginxLocaleMaps()}

server {
    listen ${listen};
    server_name _;
    root ${root};
    autoindex off;
    server_tokens off;
    charset utf-8;
    disable_symlinks on;
    # "//terms" is not "/terms" (as in the embedded server), and redirects stay relative.
    merge_slashes off;
    absolute_redirect off;

    gzip_static on;
    gzip on;
    gzip_vary on;
    gzip_types text/css application/javascript text/javascript text/xml application/xml image/svg+xml application/json application/manifest+json text/plain;
    # With the ngx_brotli module installed (not in Debian's nginx-light), also: brotli_static on;

    error_page 404 $rift_not_found_page;

    if ($request_method !~ ^(${allowedMethods.join("|")})$) {
        return 405;
    }

    # Answers made at this level (405, 400 for a malformed request): common headers, never stored.
${nginxHeaderLines("    ", defaultContentSecurityPolicy, cacheControl.error)}
    add_header Allow ${quote(allowedMethods.join(", "))} always;

    # Per build: "location = /page" for each page (its CSP, its language redirects),
    # "location = /page/" (301 to the page), and the 404 pages.
    include ${pages};

    # Never by name: HTML files (pages are reached by their URL), precompressed siblings, host
    # config files, dot files, directories, doubled slashes. Regex locations apply in this order.
    location ~* \\.(html?|br|gz)$ {
        return 404;
    }
    location ~ (/\\.|//|/$) {
        return 404;
    }
${hostConfigPaths.map((path) => `    location = ${path} {\n        return 404;\n    }`).join("\n")}

    # Hashed file names: cached for a year.
    location ~ ^/assets/ {
${nginxHeaderLines("        ", defaultContentSecurityPolicy, cacheControl.immutable)}
        try_files $uri =404;
    }

    # JSON (a live status file among them, rewritten after the build): always revalidated, and
    # compressed from the file as it is now, never from a .gz written at build time.
    location ~* \\.json$ {
        gzip_static off;
${nginxHeaderLines("        ", defaultContentSecurityPolicy, cacheControl.json)}
        try_files $uri =404;
    }

    # Debian's mime.types lacks the web manifest type.
    location = /site.webmanifest {
        default_type application/manifest+json;
${nginxHeaderLines("        ", defaultContentSecurityPolicy, cacheControl.other)}
        try_files $uri =404;
    }

    location / {
${nginxHeaderLines("        ", defaultContentSecurityPolicy, cacheControl.other)}
        try_files $uri =404;
    }
}
`;
}

/**
 * The languages a page can be redirected to (their version of it is a page of this build), and
 * its path without its language prefix ("" for a home page).
 */
function pageLanguages(page: string, site: SiteIndex): { own: Locale; targets: Locale[]; rest: string } {
  const targets = site.locales.filter((locale) => site.pages.has(localizedPath(page, locale)));
  const own = site.locales.find((locale) => localizedPath(page, locale) === page) ?? site.locales[0]!;
  const rest = own.prefix ? page.slice(own.prefix.length + 1) : page === "/" ? "" : page;
  return { own, targets, rest };
}

/** The `if` blocks of a page location: `?lang=` (every page), then an English page's negotiated language. */
function nginxLocaleRedirects(page: string, site: SiteIndex): string {
  const { own, targets, rest } = pageLanguages(page, site);
  const redirectHeaders = (extra: string[]) =>
    nginxHeaderLines("        ", defaultContentSecurityPolicy, cacheControl.localeRedirect, [
      `add_header Vary ${quote(localeVary)} always;`,
      ...extra,
    ]);
  const alternatives = (locales: Locale[]) =>
    `"^(?:${locales.map((locale) => escapeNginxRegExp(codeOf(locale))).join("|")})$"`;
  const blocks: string[] = [];
  if (targets.length) {
    // localeCookieHeader, with the code of the choice.
    const cookie = localeCookieHeader(site.locales[0]!).replace(
      `${localeCookie}=en;`,
      `${localeCookie}=$rift_lang_choice;`,
    );
    blocks.push(
      `    if ($rift_lang_choice ~ ${alternatives(targets)}) {\n${redirectHeaders([`add_header Set-Cookie ${quote(cookie)} always;`])}\n        return 302 ${rest ? `$rift_lang_path${rest}` : "$rift_lang_home"}$rift_rest_query;\n    }`,
    );
  }
  const others = targets.filter((locale) => locale.prefix);
  if (!own.prefix && others.length) {
    blocks.push(
      `    if ($rift_negotiated ~ ${alternatives(others)}) {\n${redirectHeaders([])}\n        return 302 /$rift_negotiated${rest}$is_args$args;\n    }`,
    );
  }
  return blocks.map((block) => `${block}\n`).join("");
}

/** build/deploy/nginx-pages.conf: the per-build locations deploy/nginx.conf includes. */
export function nginxPages(hashes: ScriptHashes): string {
  const site = pagesOf(hashes);
  const blocks = [`# ${generatedNote}`];
  for (const page of [...site.pages].sort()) {
    const english = pageLanguages(page, site).own.prefix === "";
    blocks.push(
      `location = ${page} {\n${nginxLocaleRedirects(page, site)}${nginxHeaderLines("    ", contentSecurityPolicy(hashes[page]), cacheControl.html, english ? [`add_header Vary ${quote(localeVary)} always;`] : [])}\n    try_files /${pageFile(page)} =404;\n}`,
    );
    if (page !== "/") {
      blocks.push(
        `location = ${page}/ {\n${nginxHeaderLines("    ", defaultContentSecurityPolicy, cacheControl.redirect)}\n    return 301 ${page}$is_args$args;\n}`,
      );
    }
  }
  blocks.push(
    `# The 404 pages are only ever the answer to a missing path, with status 404 (deploy/nginx.conf's\n# $rift_not_found_page picks the one of the path's language directory).\nlocation = /${notFoundFile} {\n    internal;\n${nginxHeaderLines("    ", contentSecurityPolicy(hashes[rootNotFoundPage] ?? []), cacheControl.html)}\n}`,
  );
  // Every translated language's location exists (deploy/nginx.conf names them all); a language
  // without its own not-found page in this build answers with the root one.
  for (const locale of publishedLocales.filter((each) => each.prefix)) {
    const page = notFoundPageOf(locale);
    const own = site.notFoundPages.has(page);
    blocks.push(
      `location = /${pageFile(page)} {\n    internal;\n${nginxHeaderLines("    ", contentSecurityPolicy(hashes[own ? page : rootNotFoundPage] ?? []), cacheControl.html)}\n${own ? "" : `    try_files /${notFoundFile} =404;\n`}}`,
    );
  }
  return blocks.join("\n") + "\n";
}

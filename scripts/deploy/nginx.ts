/** nginx: `deploy/nginx.conf` (committed, build-independent) and `build/deploy/nginx-pages.conf` (per build). */
import { localeCookie, localeCookieHeader, localeQueryParam } from "../../app/i18n/locale-negotiation.ts";
import type { Locale } from "../../app/i18n/locales.ts";
import { publishedLocales } from "../../app/i18n/published.ts";
import {
  allowedMethods,
  baseSecurityHeaders,
  cacheControl,
  defaultContentSecurityPolicy,
  hostConfigPaths,
  localeVary,
  strictTransportSecurity,
} from "../../app/rules/headers.ts";
import { codeOf, notFoundFile, notFoundPageOf, pageFile, siteTable, type ScriptHashes } from "../../app/rules/table.ts";
import { escapeRegExp, generatedNote } from "./shared.ts";

const quote = (value: string) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

const translated = publishedLocales.filter((locale) => locale.prefix);
const codes = publishedLocales.map(codeOf);
const choice = (source: string, variable: string, pattern: (code: string) => string) => `map ${source} ${variable} {
    default "";
${codes.map((code) => `    ${quote(pattern(code))} ${code};`).join("\n")}
}`;
// The Accept-Language ranges a locale answers (app/i18n/locales.ts): "pt-PT" is Brazilian Portuguese, "tl" Filipino.
const acceptLanguages = translated.flatMap(({ tag, prefix }) =>
  (tag === "fil" ? ["fil", "tl"] : [tag.split("-")[0]!.toLowerCase()]).map(
    (language) => `    ${quote(`~*^\\s*${escapeRegExp(language)}(?:-[^,;]*)?\\s*(?:[;,]|$)`)} ${prefix};`,
  ),
);
/** A map that is 1 when the code before the colon is in the comma-wrapped list after it. */
const listed = (key: string, variable: string) => `map "${key}" ${variable} {
    volatile;
    default 0;
    "~^([a-z-]+):.*,\\1," 1;
}`;

/** Statuses answered from a location (a file, its validators and ranges); the rest come from the server's rules. */
const fileStatuses = "200|206|304|412|416";

/** deploy/nginx.conf: a conf.d file (http context); operators change root, include and listen. */
export function nginxConf({
  root = "/var/www/rift/client",
  pages = "/var/www/rift/deploy/nginx-pages.conf",
  listen = "80",
} = {}): string {
  return `# Rift: nginx configuration (conf.d file, http context). ${generatedNote}
# Set \`root\` to the copied build/client and the include below to the copied build/deploy/nginx-pages.conf
# (its script hashes change with every build). For TLS, add \`listen 443 ssl;\` and your certificate lines.

# HSTS only over TLS (the variable is empty on plain HTTP, and nginx skips empty headers).
map $https $rift_hsts {
    on ${quote(strictTransportSecurity)};
    default "";
}

# The language of English pages (app/i18n/locale-negotiation.ts). nginx cannot weigh q-values or loop:
# ?lang=<code>: the last raw value counts; the redirect drops one lang parameter.
map $args $rift_lang_arg {
    default "";
    "~^(?:.*&)?${localeQueryParam}=(?<rift_lang_raw>[^&]*)" $rift_lang_raw;
}
${choice("$rift_lang_arg", "$rift_lang_choice", (code) => `~*^(?:\\+|%20)*${escapeRegExp(code)}(?:\\+|%20)*$`)}
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
    "~(?:^|;)\\s*${escapeRegExp(localeCookie)}\\s*=(?<rift_cookie_value>[^;]*)" $rift_cookie_value;
}
${choice("$rift_cookie_raw", "$rift_cookie_choice", (code) => `~*^\\s*${escapeRegExp(code)}\\s*$`)}
map $http_user_agent $rift_crawler {
    default 0;
    "~*bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|lighthouse" 1;
}
# Accept-Language: its FIRST range only (no q-values).
map $http_accept_language $rift_accept_choice {
    default "";
${acceptLanguages.join("\n")}
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
${translated.map((locale) => `    "~^/${escapeRegExp(locale.prefix)}/" /${pageFile(notFoundPageOf(locale))};`).join("\n")}
}

# Per build: the $rift_page_* maps and $rift_slash_page.
include ${pages};

# ?lang= names a language that has the page; an English page's visitor prefers (cookie, else Accept-Language) one.
${listed("$rift_lang_choice:$rift_page_languages", "$rift_lang_ok")}
${listed("$rift_negotiated:$rift_page_negotiable", "$rift_negotiate_ok")}
map "$rift_lang_choice:$rift_page_rest" $rift_lang_target {
    volatile;
    "en:" /;
    "~^en:(?<rift_lang_rest>.*)$" $rift_lang_rest;
    "~^(?<rift_lang_code>[a-z-]+):(?<rift_lang_tail>.*)$" /$rift_lang_code$rift_lang_tail;
}

# Each answer's headers, by its status and path (file answers: ${fileStatuses}; a 404 is the not-found page).
map "$status:$rift_page_file:$uri" $rift_cache {
    volatile;
    default ${quote(cacheControl.error)};
    "~^301:" ${quote(cacheControl.redirect)};
    "~^302:" ${quote(cacheControl.localeRedirect)};
    "~^404:" ${quote(cacheControl.html)};
    "~^(?:${fileStatuses}):/" ${quote(cacheControl.html)};
    "~^(?:${fileStatuses})::/assets/" ${quote(cacheControl.immutable)};
    "~*(?s)^(?:${fileStatuses})::.*\\.json$" ${quote(cacheControl.json)};
    "~^(?:${fileStatuses})::" ${quote(cacheControl.other)};
}
map $status $rift_csp {
    volatile;
    default $rift_page_csp;
    "~^(?:301|302|400|405)$" ${quote(defaultContentSecurityPolicy)};
}
map "$status:$rift_page_negotiable:$rift_page_file" $rift_vary {
    volatile;
    default "";
    "~^302:" ${quote(localeVary)};
    "~^(?:${fileStatuses}):,[^:]*:/" ${quote(localeVary)};
}
map "$status:$rift_lang_ok" $rift_set_cookie {
    volatile;
    default "";
    "302:1" ${quote(localeCookieHeader(publishedLocales[0]!).replace(`${localeCookie}=en;`, `${localeCookie}=$rift_lang_choice;`))};
}
map $status $rift_allow {
    default "";
    405 ${quote(allowedMethods.join(", "))};
}

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
    # The .br siblings: Debian's libnginx-mod-http-brotli-static (ngx_brotli's static module elsewhere).
    brotli_static on;

    error_page 404 $rift_not_found_page;

    # Every answer's headers. No location below may add headers of its own: nginx would then send
    # that location's instead of all of these.
${Object.entries(baseSecurityHeaders)
  .map(([name, value]) => `    add_header ${name} ${quote(value)} always;`)
  .join("\n")}
    add_header Content-Security-Policy $rift_csp always;
    add_header Strict-Transport-Security $rift_hsts always;
    add_header Cache-Control $rift_cache always;
    add_header Vary $rift_vary always;
    add_header Set-Cookie $rift_set_cookie always;
    add_header Allow $rift_allow always;

    # The path asked for (try_files changes $uri to the file it serves; a 404 sets it anew to the
    # not-found page's): the page maps read this.
    set $rift_path $uri;

    if ($request_method !~ ^(${allowedMethods.join("|")})$) {
        return 405;
    }
    # "/terms/" is "/terms" (the query string kept); only pages are redirected.
    if ($rift_slash_page) {
        return 301 $rift_slash_page$is_args$args;
    }
    if ($rift_lang_ok) {
        return 302 $rift_lang_target$rift_rest_query;
    }
    if ($rift_negotiate_ok) {
        return 302 /$rift_negotiated$rift_page_rest$is_args$args;
    }

    # The not-found pages answer missing paths only (with 404), never their own names.
    location ~ ^/(?:[a-z-]+/404/index|404)\\.html$ {
        internal;
        try_files $uri /${notFoundFile} =404;
    }

    # Never by name: HTML files (pages are reached by their URL), precompressed siblings, host
    # config files, dot files, directories but the root, doubled slashes. Regex locations apply in this order.
    location ~* (\\.(?:html?|br|gz)$|/\\.|//|./$|${hostConfigPaths.map((path) => `^${escapeRegExp(path)}$`).join("|")}) {
        return 404;
    }

    # A live JSON file (the status file) is rewritten after the build: never serve a build-time .br or .gz.
    location ~* \\.json$ {
        gzip_static off;
        brotli_static off;
        try_files $uri =404;
    }

    # Debian's mime.types lacks the web manifest type.
    location = /site.webmanifest {
        default_type application/manifest+json;
        try_files $uri =404;
    }

    # A page by its URL, else a file of the build.
    location / {
        try_files $rift_page_file $uri =404;
    }
}
`;
}

/** build/deploy/nginx-pages.conf: the per-build maps deploy/nginx.conf includes. */
export function nginxPages(hashes: ScriptHashes): string {
  const { pages, notFound } = siteTable(hashes);
  const list = (locales: readonly Locale[]) => (locales.length ? quote(`,${locales.map(codeOf).join(",")},`) : '""');
  type Page = (typeof pages)[number];
  const each = <Key extends keyof Page>(key: Key, value: (field: Page[Key]) => string) =>
    pages.map((page): [string, string] => [page.path, value(page[key])]);
  // Every language's not-found file: its own page's policy, else the root one's (nginx falls back to it).
  const notFoundPolicies = publishedLocales.map((locale): [string, string] => {
    const own = notFound.find(({ path }) => path === notFoundPageOf(locale)) ?? notFound.at(-1)!;
    return [`/${pageFile(notFoundPageOf(locale))}`, quote(own.policy)];
  });
  const slashes = pages.filter(({ path }) => path !== "/").map(({ path }): [string, string] => [`${path}/`, path]);
  const maps: [variable: string, note: string, entries: [string, string][], fallback?: string][] = [
    ["$rift_page_file", "The file of each page.", each("file", (file) => `/${file}`)],
    [
      "$rift_page_csp",
      "Each page's Content-Security-Policy (the hashes of its inline scripts), and each not-found page's.",
      [...each("policy", quote), ...notFoundPolicies],
      quote(defaultContentSecurityPolicy),
    ],
    ["$rift_page_rest", "A page's path without its language prefix.", each("rest", quote)],
    ["$rift_page_languages", "The languages that have the page (?lang=).", each("languages", list)],
    ["$rift_page_negotiable", "English pages: the other languages that have them.", each("negotiable", list)],
    ["$rift_slash_page", "A page's URL with a trailing slash: 301 to the page.", slashes],
  ];
  return [
    `# ${generatedNote}`,
    ...maps.flatMap(([variable, note, entries, fallback = '""']) => [
      `# ${note}`,
      `map $rift_path ${variable} {`,
      "    volatile;",
      `    default ${fallback};`,
      ...entries.filter(([, value]) => value !== '""').map(([path, value]) => `    ${quote(path)} ${value};`),
      "}",
    ]),
    "",
  ].join("\n");
}

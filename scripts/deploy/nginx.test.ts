// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the case that failed.
/** The nginx configuration the build writes (./nginx.ts); nginx itself reads it in server/request-cases.test.ts. */
import { describe, expect, it } from "vitest";
import { nginxConf, nginxPages } from "./nginx.ts";
import { securityHeaders, policy, hsts } from "../../tests/expected-headers.ts";

const hashes = { "/": ["sha256-home"], "/terms": ["sha256-terms"], "/404": ["sha256-missing"] };

describe("nginx", () => {
  const conf = nginxConf();
  it("sends every security header on every answer, HSTS only over TLS, from the server level only", () => {
    for (const [name, value] of Object.entries(securityHeaders))
      expect(conf).toContain(`\n    add_header ${name} "${value}" always;`);
    expect(conf).toContain(`on "${hsts}";`);
    expect(conf).toContain("\n    add_header Strict-Transport-Security $rift_hsts always;");
    expect(conf).toContain("\n    add_header Content-Security-Policy $rift_csp always;");
    // A location with an add_header of its own would drop all of the server's.
    expect(conf.match(/add_header/g)).toHaveLength(Object.keys(securityHeaders).length + 6);
    expect(conf).not.toMatch(/\n {8}add_header/);
  });
  it("routes like the embedded server: no merged slashes, relative redirects, nothing served by its file name", () => {
    expect(conf).toContain("merge_slashes off;");
    expect(conf).toContain("absolute_redirect off;");
    expect(conf).toContain("gzip_vary on;");
    expect(conf).toContain("error_page 404 $rift_not_found_page;");
    expect(conf).toContain(
      'map $uri $rift_not_found_page {\n    default /404.html;\n    "~^/pt-br/" /pt-br/404/index.html;',
    );
    expect(conf).toContain(
      "location ~* (\\.(?:html?|br|gz)$|/\\.|//|./$|^/_headers$|^/_redirects$) {\n        return 404;",
    );
    expect(conf).toContain('"~^(?:200|206|304|412|416)::/assets/" "public, max-age=31536000, immutable";');
    expect(conf).toContain('"~*(?s)^(?:200|206|304|412|416)::.*\\.json$" "no-cache";');
    // A live JSON file is rewritten after the build: its build-time .gz would be stale.
    expect(conf).toContain("location ~* \\.json$ {\n        gzip_static off;");
    expect(conf).toMatch(/if \(\$request_method !~ \^\(GET\|HEAD\)\$\)/);
    expect(conf).toContain("location / {\n        try_files $rift_page_file $uri =404;");
  });
  it("maps each page to its file and its own CSP, its URL with a slash to a 301, the 404 page to its CSP", () => {
    const pages = nginxPages(hashes);
    expect(pages).toContain(`\n    "/terms" /terms/index.html;`);
    expect(pages).toContain(`\n    "/terms" "${policy(["sha256-terms"])}";`);
    expect(pages).toContain(`\n    "/terms/" /terms;`);
    expect(pages).toContain(`\n    "/" /index.html;`);
    expect(pages).not.toContain(`"//"`);
    expect(pages).toContain(`\n    "/404.html" "${policy(["sha256-missing"])}";`);
    expect(conf).toContain("if ($rift_slash_page) {\n        return 301 $rift_slash_page$is_args$args;");
    expect(conf).toContain("location ~ ^/(?:[a-z-]+/404/index|404)\\.html$ {\n        internal;");
  });
  it("refuses page paths it cannot write safely, and not-found pages other than the languages' own", () => {
    expect(() => nginxPages({ ...hashes, '/a"b': [] })).toThrow(/cannot be written/);
    expect(() => nginxPages({ ...hashes, "/pt-br/404": [] })).not.toThrow();
    expect(() => nginxPages({ ...hashes, "/blog/404": [] })).toThrow(/not-found pages \/blog\/404/);
  });
  it("maps the language inputs: ?lang=, the rift-lang cookie, crawlers, the FIRST Accept-Language range", () => {
    expect(conf).toContain('"~^(?:.*&)?lang=(?<rift_lang_raw>[^&]*)" $rift_lang_raw;');
    expect(conf).toContain('"~(?:^|;)\\s*rift-lang\\s*=(?<rift_cookie_value>[^;]*)" $rift_cookie_value;');
    expect(conf).toContain('"~*^\\\\s*pt(?:-[^,;]*)?\\\\s*(?:[;,]|$)" pt-br;');
    expect(conf).toContain('"~*^\\\\s*tl(?:-[^,;]*)?\\\\s*(?:[;,]|$)" fil;');
    expect(conf).toMatch(/map \$http_user_agent \$rift_crawler \{\n    default 0;\n    "~\*bot\|crawl/);
    expect(conf).toContain('"~^:0:(?<rift_negotiated_accept>[a-z-]+)$" $rift_negotiated_accept;');
  });
});

describe("nginx: languages", () => {
  const conf = nginxConf();
  const localized = {
    ...hashes,
    "/getkey": ["sha256-getkey"],
    "/pt-br": ["sha256-pt-home"],
    "/pt-br/getkey": ["sha256-pt-getkey"],
    "/pt-br/404": ["sha256-pt-missing"],
    "/ru": ["sha256-ru-home"],
  };
  const pages = nginxPages(localized);
  /** The value a per-build map gives a path. */
  const mapped = (variable: string, path: string) => {
    const block = new RegExp(`map \\$rift_path \\${variable} \\{\\n([\\s\\S]*?)\\n\\}`).exec(pages)?.[1] ?? "";
    const line = block.split("\n").find((each) => each.startsWith(`    "${path}" `));
    return line ? line.slice(`    "${path}" `.length, -1) : undefined;
  };
  it("?lang= redirects to the languages that have the page, setting the cookie", () => {
    expect(mapped("$rift_page_languages", "/getkey")).toBe('",en,pt-br,"');
    expect(mapped("$rift_page_languages", "/")).toBe('",en,pt-br,ru,"');
    expect(mapped("$rift_page_rest", "/pt-br/getkey")).toBe('"/getkey"');
    expect(mapped("$rift_page_rest", "/pt-br")).toBeUndefined();
    expect(conf).toContain("if ($rift_lang_ok) {\n        return 302 $rift_lang_target$rift_rest_query;");
    expect(conf).toContain('"302:1" "rift-lang=$rift_lang_choice; Path=/; Max-Age=31536000; SameSite=Lax";');
  });
  it("an English page sends a visitor who prefers another language there, and varies; a language's pages do not", () => {
    expect(mapped("$rift_page_negotiable", "/getkey")).toBe('",pt-br,"');
    expect(mapped("$rift_page_negotiable", "/")).toBe('",pt-br,ru,"');
    expect(mapped("$rift_page_negotiable", "/pt-br/getkey")).toBeUndefined();
    expect(conf).toContain(
      "if ($rift_negotiate_ok) {\n        return 302 /$rift_negotiated$rift_page_rest$is_args$args;",
    );
    expect(conf).toContain('"~^(?:200|206|304|412|416):,[^:]*:/" "Accept-Language, Cookie";');
  });
  it("gives each language's missing paths its own 404 page (the root one where the build has none)", () => {
    expect(mapped("$rift_page_csp", "/pt-br/404/index.html")).toBe(`"${policy(["sha256-pt-missing"])}"`);
    expect(mapped("$rift_page_csp", "/ru/404/index.html")).toBe(`"${policy(["sha256-missing"])}"`);
    // The not-found pages' location comes before the one refusing HTML files by name.
    expect(conf).toContain("/404/index|404)\\.html$ {\n        internal;\n        try_files $uri /404.html =404;");
    expect(conf.indexOf("/404/index|404)")).toBeLessThan(conf.indexOf("location ~* (\\.(?:html?|br|gz)$"));
  });
});

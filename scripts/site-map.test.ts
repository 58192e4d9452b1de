import { describe, expect, it } from "vitest";
import { indexablePaths, noindexPaths } from "../app/lib/page-paths.ts";
import { locales } from "../app/i18n/locales.ts";
import { publishedLocales } from "../app/i18n/published.ts";
import { everyLanguage, gamePages, indexablePages, noindexPages } from "../tests/site-pages.ts";
import { robotsTxt, sitemapXml } from "./site-map.ts";

describe("the indexable page list", () => {
  // Each page is in one of the two lists: app/pages/[...lang]/ has a file for each path of either.
  it("names no page both indexable and noindex", () => {
    for (const path of indexablePaths) expect(noindexPaths as readonly string[]).not.toContain(path);
  });
  it("is the list of indexable and noindex pages in tests/site-pages.ts", () => {
    expect([...indexablePaths].sort()).toEqual([...indexablePages].sort());
    expect([...noindexPaths].sort()).toEqual([...noindexPages].sort());
  });
});

describe("sitemapXml", () => {
  it("lists each page in every language with its alternates and an English x-default", () => {
    const one = sitemapXml("https://rift.example", ["/getkey"]);
    expect(one).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(one).toContain("<loc>https://rift.example/pt-br/getkey</loc>");
    expect(one).toContain('<xhtml:link rel="alternate" hreflang="ar" href="https://rift.example/ar/getkey"/>');
    expect(one).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://rift.example/getkey"/>');
    expect(one.match(/hreflang="pt-BR"/g)).toHaveLength(publishedLocales.length);
  });
  const xml = sitemapXml("https://rift.example", undefined, "2026-11-22");
  it("lists every indexable page as an absolute URL with its lastmod, by default", () => {
    for (const path of everyLanguage([...indexablePages, ...gamePages]))
      expect(xml).toContain(`<loc>https://rift.example${path}</loc>`);
    // 9 indexable pages and 6 games' pages in 9 languages.
    expect(xml.match(/<url>/g)).toHaveLength(135);
    expect(xml).toContain("<lastmod>2026-11-22</lastmod>");
  });
  it("leaves every noindex page out", () => {
    for (const path of everyLanguage(noindexPages)) expect(xml).not.toContain(`https://rift.example${path}<`);
  });
  it("is a sitemaps.org urlset and escapes XML characters", () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(sitemapXml("https://a.example", ["/?a=1&b=2"], undefined, [locales[0]])).toContain(
      "<loc>https://a.example/?a=1&amp;b=2</loc>",
    );
  });
});

describe("robotsTxt", () => {
  it("allows crawling and announces the sitemap", () => {
    expect(robotsTxt("https://rift.example")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://rift.example/sitemap.xml\n",
    );
  });
});

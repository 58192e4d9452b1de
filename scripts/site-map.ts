/** sitemap.xml and robots.txt, written by postbuild. */
import { localizedPath, type Locale } from "../app/i18n/locales.ts";
import { publishedLocales } from "../app/i18n/published.ts";
import { gamePaths, indexablePaths } from "../app/lib/page-paths.ts";
import { escapeXml } from "../app/lib/xml.ts";

/**
 * sitemap.xml for the indexable pages (every game's too) in every published language, each URL with its alternates
 * (hreflang, and x-default for English); `lastmod` is the date the legal texts were last updated.
 */
export function sitemapXml(
  siteUrl: string,
  paths: readonly string[] = [...indexablePaths, ...gamePaths],
  lastmod?: string,
  languages: readonly Locale[] = publishedLocales,
): string {
  const link = (tag: string, href: string) =>
    `\n    <xhtml:link rel="alternate" hreflang="${tag}" href="${escapeXml(siteUrl + href)}"/>`;
  const urls = languages.flatMap((locale) =>
    paths.map((path) => {
      const loc = `${siteUrl}${localizedPath(path, locale)}`;
      const alternates =
        languages.length > 1
          ? languages.map((other) => link(other.tag, localizedPath(path, other))).join("") + link("x-default", path)
          : "";
      return `  <url>\n    <loc>${escapeXml(loc)}</loc>${lastmod ? `\n    <lastmod>${lastmod}</lastmod>` : ""}${alternates}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled (or a noindex would go unseen), and the sitemap is announced. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

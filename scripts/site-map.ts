/**
 * Which pages search engines may index, and the sitemap.xml / robots.txt built from that list at
 * postbuild. Every path of app/routes.ts is either indexable or listed in `noindexPaths`
 * (checked by site-map.test.ts); noindex pages also say so in their own `meta` (checked on the build).
 */
export const indexablePaths = ["/", "/getkey", "/resellers", "/executors", "/terms", "/privacy", "/reseller-tos", "/showcaser-tos"] as const;

/** Utility and redirect pages, and the 404 page: `noindex` and out of the sitemap. */
export const noindexPaths = ["/joiner", "/servercodes", "/bbgetkey", "/discord", "/ugphone", "/robux", "/404"] as const;

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** sitemap.xml for the indexable pages; `lastmod` is the date the legal texts were last updated. */
export function sitemapXml(siteUrl: string, paths: readonly string[] = indexablePaths, lastmod?: string): string {
  const urls = paths.map((path) => {
    const loc = `${siteUrl}${path}`;
    return `  <url>\n    <loc>${escapeXml(loc)}</loc>${lastmod ? `\n    <lastmod>${lastmod}</lastmod>` : ""}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * robots.txt: everything may be crawled (noindex pages must be crawled for their noindex to be seen),
 * and the sitemap is announced.
 */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

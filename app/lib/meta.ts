/** Per-page <title>, description, canonical URL and social tags, as descriptors (app/lib/page-meta.ts). */
import type { Messages } from "~/i18n/messages/en";

export interface PageMetaInput {
  /** Page title without the brand; omit for the home page. */
  title?: string;
  description: string;
  path: string;
  noindex?: boolean;
}

export type BrandMeta = { name: string; siteUrl: string };
type TitleWords = Messages["meta"];

export function pageTitle(brand: BrandMeta, words: TitleWords, title?: string) {
  return title ? words.pageTitle(title, brand.name) : words.homeTitle(brand.name);
}

export function pageMeta(brand: BrandMeta, words: TitleWords, { title, description, path, noindex }: PageMetaInput) {
  const fullTitle = pageTitle(brand, words, title);
  const url = brand.siteUrl + path;
  const image = `${brand.siteUrl}/og-image.png`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { name: "robots", content: noindex ? "noindex, nofollow" : "index, follow" },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: brand.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: brand.name },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}

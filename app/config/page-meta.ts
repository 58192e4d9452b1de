import type { OperatorTranslation } from "~/config/localize";
import { brand } from "~/config/brand";
import type { LocaleHandle } from "~/i18n/locale-handle";
import { defaultLocale, localizedPath, type Locale } from "~/i18n/locales";
import { publishedLocales } from "~/i18n/published";
import type { Messages } from "~/i18n/messages/en";
import { pageMeta, type PageMetaInput } from "~/lib/meta";

/** What a page module's `meta` export gives, in the language it is rendered in. */
export type PageMeta = (
  messages: Messages,
  locale: Locale,
  operator: OperatorTranslation | undefined,
) => PageMetaInput & {
  /** A page that sends the browser on (`<meta http-equiv="refresh">`, for readers without JavaScript). */
  refreshTo?: string;
};

/** One tag of a page's `<head>`: `{ title }`, or a meta's (a link's, with `tagName: "link"`) attributes as React names them. */
export type HeadTag = Record<string, string | undefined>;

/**
 * The page's title, description, canonical URL and social tags in its language (app/lib/meta.ts),
 * with this site's brand, the same page in every published language (and English as x-default), and
 * the icons: every tag of `<head>` but the charset, viewport, styles and scripts.
 */
export function headTags(
  handle: LocaleHandle,
  meta: PageMeta,
  links: readonly Record<string, string>[] = [],
): HeadTag[] {
  const page = meta(handle.messages, handle.locale, handle.operator);
  const descriptors: HeadTag[] = pageMeta(brand, handle.messages.meta, {
    ...page,
    path: localizedPath(page.path, handle.locale),
  });
  if (!page.noindex) {
    const href = (locale: Locale) => `${brand.siteUrl}${localizedPath(page.path, locale)}`;
    descriptors.push(
      ...publishedLocales.map((locale) => ({
        tagName: "link",
        rel: "alternate",
        hrefLang: locale.tag,
        href: href(locale),
      })),
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: href(defaultLocale) },
      { property: "og:locale", content: handle.locale.tag.replace("-", "_") },
    );
  }
  if (page.refreshTo) descriptors.push({ httpEquiv: "refresh", content: `0;url=${page.refreshTo}` });
  descriptors.push(
    { tagName: "link", rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    { tagName: "link", rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
    // Written by scripts/postbuild.ts from the configuration.
    { tagName: "link", rel: "manifest", href: "/site.webmanifest" },
    ...links.map((link) => ({ tagName: "link", ...link })),
  );
  return descriptors;
}

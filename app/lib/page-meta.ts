import type { OperatorTranslation } from "~/config/localize";
import { brand } from "~/config/brand";
import type { LocaleHandle } from "~/i18n/locale-handle";
import { defaultLocale, localizedPath, type Locale } from "~/i18n/locales";
import { publishedLocales } from "~/i18n/published";
import type { Messages } from "~/i18n/messages/en";
import { pageMeta, type PageMetaInput } from "~/lib/meta";

/** What a page's `meta` gives, in the language it is rendered in. */
export type PageMeta = (
  messages: Messages,
  locale: Locale,
  operator: OperatorTranslation | undefined,
) => PageMetaInput & {
  /** A page that sends the browser on (`<meta http-equiv="refresh">`, for readers without JavaScript). */
  refreshTo?: string;
  /** The English path of its Atom feed, announced in its `<head>`. */
  feed?: string;
};

/**
 * Every tag of the page's `<head>` but the charset, viewport, styles and scripts: its title, description,
 * canonical URL and social tags in its language (app/lib/meta.ts), the same page in every published
 * language (English as x-default), and the icons. A tag is `{ title }`, or a meta's (a link's, with
 * `tagName: "link"`) attributes as React names them.
 */
export function headTags(handle: LocaleHandle, meta: PageMeta, links: readonly Record<string, string>[] = []) {
  const page = meta(handle.messages, handle.locale, handle.operator);
  const tags: Record<string, string | undefined>[] = pageMeta(brand, handle.messages.meta, {
    ...page,
    path: localizedPath(page.path, handle.locale),
  });
  if (!page.noindex) {
    const alternate = (hrefLang: string, locale: Locale) => {
      const href = `${brand.siteUrl}${localizedPath(page.path, locale)}`;
      return { tagName: "link", rel: "alternate", hrefLang, href };
    };
    tags.push(
      ...publishedLocales.map((locale) => alternate(locale.tag, locale)),
      alternate("x-default", defaultLocale),
      { property: "og:locale", content: handle.locale.tag.replace("-", "_") },
    );
  }
  if (page.feed) {
    const href = localizedPath(page.feed, handle.locale);
    tags.push({ tagName: "link", rel: "alternate", type: "application/atom+xml", href });
  }
  if (page.refreshTo) tags.push({ httpEquiv: "refresh", content: `0;url=${page.refreshTo}` });
  tags.push(
    { tagName: "link", rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    { tagName: "link", rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
    // Written by scripts/postbuild.ts from the configuration.
    { tagName: "link", rel: "manifest", href: "/site.webmanifest" },
    ...links.map((link) => ({ tagName: "link", ...link })),
  );
  return tags;
}

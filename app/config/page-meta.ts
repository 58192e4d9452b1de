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

/** One element of a page's `<head>`: its name, its attributes (as React names them) and its text. */
export interface HeadTag {
  tag: "title" | "meta" | "link";
  attributes: Record<string, string>;
  text?: string;
}

function attributes(descriptor: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(descriptor).filter(
      (entry): entry is [string, string] => entry[0] !== "tagName" && entry[1] !== undefined,
    ),
  );
}

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
  const descriptors: Record<string, string | undefined>[] = pageMeta(brand, handle.messages.meta, {
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
  return descriptors.map((descriptor) =>
    "title" in descriptor
      ? { tag: "title", attributes: {}, text: descriptor.title }
      : { tag: descriptor.tagName === "link" ? "link" : "meta", attributes: attributes(descriptor) },
  );
}

import type { OperatorTranslation } from "~/config/localize";
import { brand } from "~/config/brand";
import { matchedLocale } from "~/i18n/locale-handle";
import { defaultLocale, localizedPath, type Locale } from "~/i18n/locales";
import { publishedLocales } from "~/i18n/published";
import type { Messages } from "~/i18n/messages/en";
import { pageMeta, type PageMetaInput } from "~/lib/meta";

/**
 * What route modules' `meta` exports return: the page's metadata in the language of its matched
 * layout route (its messages come through that route's `handle`, so no other language is bundled),
 * with this site's brand and the page's URL in that language. Prerendering only (root.tsx renders
 * <Meta/> only then); in the browser it returns nothing, so pageMeta stays out of the bundle.
 *
 *   export const meta: Route.MetaFunction = ({ matches }) =>
 *     localeMeta(matches, (m) => ({ title: m.meta.getkey.title, description: …, path: "/getkey" }));
 */
export function localeMeta(
  matches: readonly ({ handle?: unknown } | undefined)[],
  input: (messages: Messages, locale: Locale, operator: OperatorTranslation | undefined) => PageMetaInput,
) {
  // The document head is rendered only while prerendering (root.tsx): the browser bundle needs none of this.
  if (!import.meta.env.SSR) return [];
  const found = matchedLocale(matches.map((match) => match?.handle));
  if (!found) throw new Error("localeMeta: no language layout route matched (see app/routes.ts)");
  const page = input(found.messages, found.locale, found.operator);
  const tags = pageMeta(brand, found.messages.meta, { ...page, path: localizedPath(page.path, found.locale) });
  if (page.noindex) return tags;
  // The same page in every published language, and English for everyone else (x-default).
  const href = (locale: Locale) => {
    const path = localizedPath(page.path, locale);
    return `${brand.siteUrl}${path}`;
  };
  return [
    ...tags,
    ...publishedLocales.map((locale) => ({ tagName: "link", rel: "alternate", hrefLang: locale.tag, href: href(locale) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: href(defaultLocale) },
    { property: "og:locale", content: found.locale.tag.replace("-", "_") },
  ];
}

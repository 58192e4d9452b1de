/** The languages this build publishes: English and `translatedLocales` (README: adding a language). */
import { defaultLocale, localeByTag, type LocaleTag } from "./locales.ts";

export const translatedLocales = ["pt-BR", "es", "id", "vi", "th", "fil", "ru", "ar"] satisfies readonly LocaleTag[];

export const publishedLocales = [defaultLocale, ...translatedLocales.map((tag) => localeByTag(tag)!)];

/** Each published language's `[...lang]` segment (none for English): a page's getStaticPaths. */
export const languagePaths = () => publishedLocales.map(({ prefix }) => ({ params: { lang: prefix || undefined } }));

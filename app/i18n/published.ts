/**
 * The languages this build publishes: English and `translatedLocales`, each with its messages
 * (app/i18n/messages/<prefix>.ts, pages/<prefix>.ts) and operator texts (app/config/translations/).
 */
import { defaultLocale, localeByTag, type Locale, type LocaleTag } from "./locales.ts";

export const translatedLocales = [
  "pt-BR",
  "es",
  "id",
  "vi",
  "th",
  "fil",
  "ru",
  "ar",
] as const satisfies readonly LocaleTag[];

export const publishedLocales: readonly Locale[] = [
  defaultLocale,
  ...translatedLocales.map((tag) => localeByTag(tag)!),
];

/**
 * Each published language's words, for the build's render of its pages (app/pages/[...path].astro):
 * the site's messages and the operator's texts (app/config/translations/). Nothing here reaches the
 * browser: an island gets only the message groups it reads (app/islands/define.tsx).
 */
import type { OperatorTranslation } from "~/config/localize";
import { ar as arOperator } from "~/config/translations/ar";
import { es as esOperator } from "~/config/translations/es";
import { fil as filOperator } from "~/config/translations/fil";
import { id as idOperator } from "~/config/translations/id";
import { ptBR as ptBROperator } from "~/config/translations/pt-br";
import { ru as ruOperator } from "~/config/translations/ru";
import { th as thOperator } from "~/config/translations/th";
import { vi as viOperator } from "~/config/translations/vi";
import { defaultLocale, localeByTag, type Locale, type LocaleTag } from "~/i18n/locales";
import { ar } from "~/i18n/messages/ar";
import { en, type Messages, type ShellMessages } from "~/i18n/messages/en";
import { es } from "~/i18n/messages/es";
import { fil } from "~/i18n/messages/fil";
import { id } from "~/i18n/messages/id";
import { arPages } from "~/i18n/messages/pages/ar";
import { enPages, type PageMessages } from "~/i18n/messages/pages/en";
import { esPages } from "~/i18n/messages/pages/es";
import { filPages } from "~/i18n/messages/pages/fil";
import { idPages } from "~/i18n/messages/pages/id";
import { ptBRPages } from "~/i18n/messages/pages/pt-br";
import { ruPages } from "~/i18n/messages/pages/ru";
import { thPages } from "~/i18n/messages/pages/th";
import { viPages } from "~/i18n/messages/pages/vi";
import { ptBR } from "~/i18n/messages/pt-br";
import { ru } from "~/i18n/messages/ru";
import { th } from "~/i18n/messages/th";
import { vi } from "~/i18n/messages/vi";

export interface LocaleHandle {
  locale: Locale;
  messages: Messages;
  /** The operator's texts in this language (app/config/translations/); none for English. */
  operator?: OperatorTranslation;
  /** The page's own path in this language ("/pt-br/getkey"), for links to it in other languages. */
  path?: string;
}

/** A language's handle from its shell and page messages (and the operator's texts). */
export function localeHandle(
  tag: LocaleTag,
  shell: ShellMessages,
  operator?: OperatorTranslation,
  pages?: PageMessages,
): LocaleHandle {
  return { locale: localeByTag(tag) ?? defaultLocale, messages: { ...shell, ...pages } as Messages, operator };
}

const handles: Record<LocaleTag, () => LocaleHandle> = {
  en: () => localeHandle("en", en, undefined, enPages),
  "pt-BR": () => localeHandle("pt-BR", ptBR, ptBROperator, ptBRPages),
  es: () => localeHandle("es", es, esOperator, esPages),
  id: () => localeHandle("id", id, idOperator, idPages),
  vi: () => localeHandle("vi", vi, viOperator, viPages),
  th: () => localeHandle("th", th, thOperator, thPages),
  fil: () => localeHandle("fil", fil, filOperator, filPages),
  ru: () => localeHandle("ru", ru, ruOperator, ruPages),
  ar: () => localeHandle("ar", ar, arOperator, arPages),
};

/** The words of one language, by its tag. */
export function handleOf(tag: LocaleTag): LocaleHandle {
  return handles[tag]();
}

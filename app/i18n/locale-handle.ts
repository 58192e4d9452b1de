/**
 * How a page knows its language: each language's layout route (app/routes/locale/<prefix>.tsx) says
 * it in its `handle`, which the root document (lang, dir), `meta` functions and error screens read
 * from the matched routes. Pure: no React.
 */
import { defaultLocale, localeByTag, type Locale, type LocaleTag } from "~/i18n/locales";
import type { Messages, ShellMessages } from "~/i18n/messages/en";
import type { PageMessages } from "~/i18n/messages/pages/en";
import type { OperatorTranslation } from "~/config/localize";

export interface LocaleHandle {
  locale: Locale;
  messages: Messages;
  /** The operator's texts in this language (app/config/translations/); none for English. */
  operator?: OperatorTranslation;
}

/**
 * The `handle` of a language's layout route: its shell messages, and for the layout of the pages
 * with JavaScript other than the landing page (`<prefix>-pages.tsx`) their words too. Below the
 * shell layout alone (the landing page) the page groups are absent: the landing page reads none.
 */
export function localeHandle(tag: LocaleTag, shell: ShellMessages, operator?: OperatorTranslation, pages?: PageMessages): { locale: LocaleHandle } {
  const messages = (pages ? { ...shell, ...pages } : shell) as Messages;
  return { locale: { locale: localeByTag(tag) ?? defaultLocale, messages, operator } };
}

/** The language of the matched routes (their handles, outermost first); undefined when no language layout matched. */
export function matchedLocale(handles: readonly unknown[]): LocaleHandle | undefined {
  for (let index = handles.length - 1; index >= 0; index -= 1) {
    const found = (handles[index] as { locale?: LocaleHandle } | undefined)?.locale;
    if (found && typeof found === "object" && "messages" in found) return found;
  }
  return undefined;
}

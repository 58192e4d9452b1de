/** Each language's words, by file name (messages/, messages/pages/, ../config/translations/). Build only. */
import type { OperatorTranslation } from "~/config/localize";
import { defaultLocale, localeByTag, type Locale, type LocaleTag } from "~/i18n/locales";
import type { Messages, ShellMessages } from "~/i18n/messages/en";
import type { PageMessages } from "~/i18n/messages/pages/en";

export interface LocaleHandle {
  locale: Locale;
  messages: Messages;
  /** The operator's texts in this language; none for English. */
  operator?: OperatorTranslation;
}

/** Each file's one export, by the file's name without `.ts` (a language's prefix). */
function byPrefix<T>(modules: Record<string, Record<string, T>>): Map<string, T> {
  return new Map(
    Object.entries(modules).map(([file, module]) => [/([\w-]+)\.ts$/.exec(file)![1]!, Object.values(module)[0]!]),
  );
}
const shells = byPrefix<ShellMessages>(import.meta.glob("./messages/*.ts", { eager: true }));
const pageWords = byPrefix<PageMessages>(import.meta.glob("./messages/pages/*.ts", { eager: true }));
const operators = byPrefix<OperatorTranslation>(import.meta.glob("../config/translations/*.ts", { eager: true }));

export function handleOf(tag: LocaleTag): LocaleHandle {
  const locale = localeByTag(tag) ?? defaultLocale;
  const prefix = locale.prefix || "en";
  const shell = shells.get(prefix);
  if (!shell) throw new Error(`app/i18n/messages/${prefix}.ts is missing`);
  return { locale, messages: { ...shell, ...pageWords.get(prefix) } as Messages, operator: operators.get(prefix) };
}

import { createContext, use } from "react";
import type { LocaleHandle } from "~/i18n/locale-handle";
import type { Locale } from "~/i18n/locales";

/** The page's language and words, given to every part of a page (site-page.tsx); an island gets its words as props. */
export const MessagesProvider = createContext<LocaleHandle | null>(null);

/** An island's language alone (app/islands/define.tsx), for its links and `Intl`. */
export const LocaleProvider = createContext<Locale | null>(null);

export function useLocaleHandle() {
  const handle = use(MessagesProvider);
  if (!handle) throw new Error("useMessages() outside a page's parts: an island gets its words as props (`words`)");
  return handle;
}

export const useMessages = () => useLocaleHandle().messages;

// `use` may be called conditionally: a page's part has no LocaleProvider above it.
export const useLocale = () => use(LocaleProvider) ?? use(MessagesProvider)!.locale;

/** The operator's texts in the page's language, for `localize(brand, t?.brand, "brand")`; undefined in English. */
export const useOperatorTranslation = () => useLocaleHandle().operator;

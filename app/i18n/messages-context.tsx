import { createContext, use } from "react";
import type { LocaleHandle } from "~/i18n/locale-handle";

/** The page's language and words, given to every page (site-page.tsx) and island (app/islands/define.tsx). */
export const MessagesProvider = createContext<LocaleHandle | null>(null);

export const useLocaleHandle = () => use(MessagesProvider)!;

export const useMessages = () => useLocaleHandle().messages;

export const useLocale = () => useLocaleHandle().locale;

/** The operator's texts in the page's language, for `localize(brand, t?.brand, "brand")`; undefined in English. */
export const useOperatorTranslation = () => useLocaleHandle().operator;

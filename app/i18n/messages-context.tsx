import { createContext, use, type ReactNode } from "react";
import type { LocaleHandle } from "~/i18n/locale-handle";
import type { Locale } from "~/i18n/locales";
import type { Messages } from "~/i18n/messages/en";
import type { OperatorTranslation } from "~/config/localize";

const MessagesContext = createContext<LocaleHandle | null>(null);

/** Given to every page by app/components/site-page.tsx, and to every island by app/islands/define.tsx. */
export function MessagesProvider({ value, children }: { value: LocaleHandle; children: ReactNode }) {
  return <MessagesContext value={value}>{children}</MessagesContext>;
}

/** The page's language and words (an island hands them on to the browser: app/islands/define.tsx). */
export function useLocaleHandle(): LocaleHandle {
  const value = use(MessagesContext);
  if (!value)
    throw new Error("useMessages: no MessagesProvider above this component (see app/components/site-page.tsx)");
  return value;
}

/** The words of the page's language: `const m = useMessages(); m.home.getKey`. */
export function useMessages(): Messages {
  return useLocaleHandle().messages;
}

/** The page's language (tag for Intl, prefix for links). */
export function useLocale(): Locale {
  return useLocaleHandle().locale;
}

/** The operator's texts in the page's language, for `localize(brand, t?.brand, "brand")`; undefined in English. */
export function useOperatorTranslation(): OperatorTranslation | undefined {
  return use(MessagesContext)?.operator;
}

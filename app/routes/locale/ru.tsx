import { LocaleLayout } from "~/components/locale-layout";
import { ru as operator } from "~/config/translations/ru";
import { localeHandle } from "~/i18n/locale-handle";
import { ru } from "~/i18n/messages/ru";

/** The layout above every Russian page (see en.tsx): only this language's words. */
export const handle = localeHandle("ru", ru, operator);

export default function LayoutRu() {
  return <LocaleLayout handle={handle} />;
}

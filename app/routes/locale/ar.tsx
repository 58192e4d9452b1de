import { LocaleLayout } from "~/components/locale-layout";
import { ar as operator } from "~/config/translations/ar";
import { localeHandle } from "~/i18n/locale-handle";
import { ar } from "~/i18n/messages/ar";

/** The layout above every Arabic page (see en.tsx): only this language's words. */
export const handle = localeHandle("ar", ar, operator);

export default function LayoutAr() {
  return <LocaleLayout handle={handle} />;
}

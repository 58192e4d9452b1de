import { LocaleLayout } from "~/components/locale-layout";
import { th as operator } from "~/config/translations/th";
import { localeHandle } from "~/i18n/locale-handle";
import { th } from "~/i18n/messages/th";

/** The layout above every Thai page (see en.tsx): only this language's words. */
export const handle = localeHandle("th", th, operator);

export default function LayoutTh() {
  return <LocaleLayout handle={handle} />;
}

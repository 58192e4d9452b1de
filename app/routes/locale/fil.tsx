import { LocaleLayout } from "~/components/locale-layout";
import { fil as operator } from "~/config/translations/fil";
import { localeHandle } from "~/i18n/locale-handle";
import { fil } from "~/i18n/messages/fil";

/** The layout above every Filipino page (see en.tsx): only this language's words. */
export const handle = localeHandle("fil", fil, operator);

export default function LayoutFil() {
  return <LocaleLayout handle={handle} />;
}

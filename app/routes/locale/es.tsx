import { LocaleLayout } from "~/components/locale-layout";
import { es as operator } from "~/config/translations/es";
import { localeHandle } from "~/i18n/locale-handle";
import { es } from "~/i18n/messages/es";

/** The layout above every Spanish page (see en.tsx): only this language's words. */
export const handle = localeHandle("es", es, operator);

export default function LayoutEs() {
  return <LocaleLayout handle={handle} />;
}

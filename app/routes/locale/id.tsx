import { LocaleLayout } from "~/components/locale-layout";
import { id as operator } from "~/config/translations/id";
import { localeHandle } from "~/i18n/locale-handle";
import { id } from "~/i18n/messages/id";

/** The layout above every Indonesian page (see en.tsx): only this language's words. */
export const handle = localeHandle("id", id, operator);

export default function LayoutId() {
  return <LocaleLayout handle={handle} />;
}

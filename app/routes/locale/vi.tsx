import { LocaleLayout } from "~/components/locale-layout";
import { vi as operator } from "~/config/translations/vi";
import { localeHandle } from "~/i18n/locale-handle";
import { vi } from "~/i18n/messages/vi";

/** The layout above every Vietnamese page (see en.tsx): only this language's words. */
export const handle = localeHandle("vi", vi, operator);

export default function LayoutVi() {
  return <LocaleLayout handle={handle} />;
}

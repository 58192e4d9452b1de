import { LocaleLayout } from "~/components/locale-layout";
import { ar as operator } from "~/config/translations/ar";
import { localeHandle } from "~/i18n/locale-handle";
import { ar } from "~/i18n/messages/ar";
import { arPages } from "~/i18n/messages/pages/ar";

/**
 * Below the Arabic layout (ar.tsx), above every page but the landing page: adds the words of
 * the pages with JavaScript (joiner, executors, resellers, server codes, redirects), which the
 * landing page does not download.
 */
export const handle = localeHandle("ar", ar, operator, arPages);

export default function PagesAr() {
  return <LocaleLayout handle={handle} />;
}

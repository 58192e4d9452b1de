import { LocaleLayout } from "~/components/locale-layout";
import { th as operator } from "~/config/translations/th";
import { localeHandle } from "~/i18n/locale-handle";
import { th } from "~/i18n/messages/th";
import { thPages } from "~/i18n/messages/pages/th";

/**
 * Below the Thai layout (th.tsx), above every page but the landing page: adds the words of
 * the pages with JavaScript (joiner, executors, resellers, server codes, redirects), which the
 * landing page does not download.
 */
export const handle = localeHandle("th", th, operator, thPages);

export default function PagesTh() {
  return <LocaleLayout handle={handle} />;
}

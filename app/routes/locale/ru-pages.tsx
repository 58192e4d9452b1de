import { LocaleLayout } from "~/components/locale-layout";
import { ru as operator } from "~/config/translations/ru";
import { localeHandle } from "~/i18n/locale-handle";
import { ru } from "~/i18n/messages/ru";
import { ruPages } from "~/i18n/messages/pages/ru";

/**
 * Below the Russian layout (ru.tsx), above every page but the landing page: adds the words of
 * the pages with JavaScript (joiner, executors, resellers, server codes, redirects), which the
 * landing page does not download.
 */
export const handle = localeHandle("ru", ru, operator, ruPages);

export default function PagesRu() {
  return <LocaleLayout handle={handle} />;
}

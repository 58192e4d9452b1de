import { LocaleLayout } from "~/components/locale-layout";
import { id as operator } from "~/config/translations/id";
import { localeHandle } from "~/i18n/locale-handle";
import { id } from "~/i18n/messages/id";
import { idPages } from "~/i18n/messages/pages/id";

/**
 * Below the Indonesian layout (id.tsx), above every page but the landing page: adds the words of
 * the pages with JavaScript (joiner, executors, resellers, server codes, redirects), which the
 * landing page does not download.
 */
export const handle = localeHandle("id", id, operator, idPages);

export default function PagesId() {
  return <LocaleLayout handle={handle} />;
}

import { LocaleLayout } from "~/components/locale-layout";
import { fil as operator } from "~/config/translations/fil";
import { localeHandle } from "~/i18n/locale-handle";
import { fil } from "~/i18n/messages/fil";
import { filPages } from "~/i18n/messages/pages/fil";

/**
 * Below the Filipino layout (fil.tsx), above every page but the landing page: adds the words of
 * the pages with JavaScript (joiner, executors, resellers, server codes, redirects), which the
 * landing page does not download.
 */
export const handle = localeHandle("fil", fil, operator, filPages);

export default function PagesFil() {
  return <LocaleLayout handle={handle} />;
}

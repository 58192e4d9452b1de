import { LocaleLayout } from "~/components/locale-layout";
import { localeHandle } from "~/i18n/locale-handle";
import { en } from "~/i18n/messages/en";
import { enPages } from "~/i18n/messages/pages/en";

/**
 * Below the English layout (en.tsx), above every page but the landing page: adds the words of
 * the pages with JavaScript (joiner, executors, resellers, server codes, redirects), which the
 * landing page does not download.
 */
export const handle = localeHandle("en", en, undefined, enPages);

export default function PagesEn() {
  return <LocaleLayout handle={handle} />;
}

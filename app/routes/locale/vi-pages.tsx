import { LocaleLayout } from "~/components/locale-layout";
import { vi as operator } from "~/config/translations/vi";
import { localeHandle } from "~/i18n/locale-handle";
import { vi } from "~/i18n/messages/vi";
import { viPages } from "~/i18n/messages/pages/vi";

/**
 * Below the Vietnamese layout (vi.tsx), above every page but the landing page: adds the words of
 * the pages with JavaScript (joiner, executors, resellers, server codes, redirects), which the
 * landing page does not download.
 */
export const handle = localeHandle("vi", vi, operator, viPages);

export default function PagesVi() {
  return <LocaleLayout handle={handle} />;
}

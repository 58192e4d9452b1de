import { LocaleLayout } from "~/components/locale-layout";
import { es as operator } from "~/config/translations/es";
import { localeHandle } from "~/i18n/locale-handle";
import { es } from "~/i18n/messages/es";
import { esPages } from "~/i18n/messages/pages/es";

/**
 * Below the Spanish layout (es.tsx), above every page but the landing page: adds the words of
 * the pages with JavaScript (joiner, executors, resellers, server codes, redirects), which the
 * landing page does not download.
 */
export const handle = localeHandle("es", es, operator, esPages);

export default function PagesEs() {
  return <LocaleLayout handle={handle} />;
}

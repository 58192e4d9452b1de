import { LocaleLayout } from "~/components/locale-layout";
import { ptBR as operator } from "~/config/translations/pt-br";
import { localeHandle } from "~/i18n/locale-handle";
import { ptBR } from "~/i18n/messages/pt-br";
import { ptBRPages } from "~/i18n/messages/pages/pt-br";

/**
 * Below the Portuguese (Brazil) layout (pt-br.tsx), above every page but the landing page: adds the words of
 * the pages with JavaScript (joiner, executors, resellers, server codes, redirects), which the
 * landing page does not download.
 */
export const handle = localeHandle("pt-BR", ptBR, operator, ptBRPages);

export default function PagesPtBr() {
  return <LocaleLayout handle={handle} />;
}

import { LocaleLayout } from "~/components/locale-layout";
import { ptBR as operator } from "~/config/translations/pt-br";
import { localeHandle } from "~/i18n/locale-handle";
import { ptBR } from "~/i18n/messages/pt-br";

/** The layout above every Portuguese (Brazil) page (see en.tsx): only this language's words. */
export const handle = localeHandle("pt-BR", ptBR, operator);

export default function LayoutPtBr() {
  return <LocaleLayout handle={handle} />;
}

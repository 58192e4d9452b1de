import { LocaleLayout } from "~/components/locale-layout";
import { localeHandle } from "~/i18n/locale-handle";
import { en } from "~/i18n/messages/en";

/**
 * The layout above every English page. One such file per language, each importing only its own
 * messages: a page downloads the layout chunk it matched, so one language's words and no other's.
 */
export const handle = localeHandle("en", en);

export default function EnglishLayout() {
  return <LocaleLayout handle={handle} />;
}

import { SiteLink } from "~/components/site-link";
import { brand } from "~/config/brand";
import { BrandMark } from "~/components/brand-mark";
import { useMessages } from "~/i18n/messages-context";
import { LanguageMenu } from "~/components/language-menu";

/** The top bar of every page: the logo linking home, and the language menu. */
export function SiteHeader() {
  const m = useMessages().header;
  return (
    <header className="mx-auto flex w-full max-w-6xl items-center px-4 py-4 sm:px-6">
      <SiteLink to="/" className="flex items-center gap-3 rounded-lg text-lg font-bold" aria-label={m.homeLabel(brand.name)}>
        <BrandMark size={36} />
        <span aria-hidden="true">{brand.name}</span>
      </SiteLink>
      <LanguageMenu />
    </header>
  );
}

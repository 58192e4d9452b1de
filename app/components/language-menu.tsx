import Languages from "lucide-react/icons/languages";
import { localeQueryParam } from "~/i18n/locale-negotiation";
import { localizedPath } from "~/i18n/locales";
import { useLocaleHandle } from "~/i18n/messages-context";
import { publishedLocales as published } from "~/i18n/published";

/** A <details> (opens without JavaScript) linking `path` in each published language; `?lang=` sets the cookie. */
export function LanguageMenu({ path }: { path: string }) {
  const { locale: current, messages } = useLocaleHandle();
  if (published.length < 2) return null;
  return (
    <details className="group relative ms-auto">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg px-3 text-sm text-muted hover:text-fg [&::-webkit-details-marker]:hidden">
        <Languages aria-hidden="true" className="size-4" />
        <span className="sr-only">{messages.header.language}: </span>
        <span lang={current.tag}>{current.name}</span>
      </summary>
      <ul className="absolute end-0 z-20 mt-2 flex w-56 flex-col rounded-xl border border-border bg-surface p-1 shadow-lg">
        {published.map((locale) => (
          <li key={locale.tag}>
            <a
              href={`${localizedPath(path, locale)}?${localeQueryParam}=${locale.prefix || "en"}`}
              hrefLang={locale.tag}
              lang={locale.tag}
              dir={locale.dir}
              aria-current={locale === current ? "true" : undefined}
              className="flex min-h-11 items-center rounded-lg px-3 text-sm hover:bg-surface-2 aria-[current=true]:font-semibold aria-[current=true]:text-violet-300"
            >
              {locale.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

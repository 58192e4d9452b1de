/** The site's languages: English has no prefix, every other one its own lower-case prefix (`/pt-br/getkey`). */

/** `tag` as in `<html lang>`; `prefix` its pages' first path segment ("" for English); `name` in itself. */
export type Locale = { tag: string; prefix: string; dir: "ltr" | "rtl"; name: string };

export const locales = [
  { tag: "en", prefix: "", dir: "ltr", name: "English" },
  { tag: "pt-BR", prefix: "pt-br", dir: "ltr", name: "Português (Brasil)" },
  { tag: "es", prefix: "es", dir: "ltr", name: "Español" },
  { tag: "id", prefix: "id", dir: "ltr", name: "Bahasa Indonesia" },
  { tag: "vi", prefix: "vi", dir: "ltr", name: "Tiếng Việt" },
  { tag: "th", prefix: "th", dir: "ltr", name: "ไทย" },
  { tag: "fil", prefix: "fil", dir: "ltr", name: "Filipino" },
  { tag: "ru", prefix: "ru", dir: "ltr", name: "Русский" },
  { tag: "ar", prefix: "ar", dir: "rtl", name: "العربية" },
] as const satisfies readonly Locale[];

export type LocaleTag = (typeof locales)[number]["tag"];

export const defaultLocale: Locale = locales[0];

/** The locale with this tag (exact, case-insensitive); undefined for an unknown tag. */
export function localeByTag(tag: string): Locale | undefined {
  return locales.find((locale) => locale.tag.toLowerCase() === tag.toLowerCase());
}

/** The locale a path belongs to: its first segment when that is a locale's prefix, else English. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1]?.toLowerCase() ?? "";
  return (first && locales.find((locale) => locale.prefix === first)) || defaultLocale;
}

/** A page's language from its `[...lang]` segment (app/pages/[...lang]/): none is English. */
export const languageOf = (lang: string | undefined) => localeFromPath(`/${lang ?? ""}`).tag as LocaleTag;

/** The same page in another locale ("/pt-br/getkey" → "/getkey", "/es/getkey"), query, hash kept; home "/", "/es". */
export function localizedPath(pathname: string, target: Locale): string {
  const [, path = "", suffix = ""] = /^([^?#]*)(.*)$/s.exec(pathname)!;
  const current = localeFromPath(path);
  const rest = current.prefix ? path.slice(current.prefix.length + 1) : path;
  const page = rest === "" || rest === "/" ? "" : rest.startsWith("/") ? rest : `/${rest}`;
  return target.prefix ? `/${target.prefix}${page}${suffix}` : `${page || "/"}${suffix}`;
}

/**
 * The best of our locales for an Accept-Language header: highest q-value first (ties keep the header's
 * order; sort is stable), an exact tag before its language ("es-MX" → es, "pt" → pt-BR, Tagalog "tl" →
 * fil); English when nothing matches, for "*" and for no header. Only the first 32 ranges count (bounded work).
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return defaultLocale;
  const ranges = header
    .split(",", 32)
    .map((part) => {
      const [range = "", ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q\s*=(.*)$/i.exec(param)).find(Boolean);
      // A q-value that is not a number between 0 and 1 makes the range unusable.
      const quality = q ? (/^\s*[01](\.\d{0,3})?\s*$/.test(q[1] ?? "") ? Number(q[1]) : 0) : 1;
      return { range: range.trim(), quality };
    })
    .filter((entry) => entry.range !== "" && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality);
  for (const { range } of ranges) {
    if (range === "*") return defaultLocale;
    const language = range.split("-")[0]!.toLowerCase().replace(/^tl$/, "fil");
    const match = localeByTag(range) ?? locales.find((locale) => locale.tag.split("-")[0]!.toLowerCase() === language);
    if (match) return match;
  }
  return defaultLocale;
}

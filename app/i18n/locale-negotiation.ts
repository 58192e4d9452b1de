/**
 * Which language a page request gets (the Node server's rule; nginx and the static-host script mirror
 * it). A known `?lang=` is remembered in a cookie and redirects to the page without it. Otherwise only an
 * English URL redirects (so no loops): to the remembered language, else Accept-Language's best (crawlers: none).
 */
import { defaultLocale, localeByTag, localeFromAcceptLanguage, localeFromPath, localizedPath } from "./locales";
import type { Locale } from "./locales";

export const localeCookie = "rift-lang";
export const localeQueryParam = "lang";

/** The locale a `lang` value or a cookie names: its prefix ("pt-br", "en"), which is its tag in lower case. */
export const localeByCode = (code: string | null | undefined) => (code ? localeByTag(code.trim()) : undefined);

/** A cookie's value in a Cookie header (the D1 bookmark's too); only its first 64 cookies count (bounded work). */
export function cookieValue(header: string | null | undefined, name: string) {
  const found = header?.split(";", 64).find((cookie) => cookie.split("=")[0]!.trim() === name);
  return found?.split("=").slice(1).join("=").trim();
}

/** The value of our cookie in a Cookie header, if it names a locale. */
export const localeFromCookie = (header: string | null | undefined): Locale | undefined =>
  localeByCode(cookieValue(header, localeCookie));

/** The Set-Cookie header that remembers a choice for a year, site-wide. */
export function localeCookieHeader(locale: Locale): string {
  return `${localeCookie}=${locale.prefix || "en"}; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax`;
}

/** Search engines and other robots: they index each language at its own URL and are never redirected. */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return !!userAgent && /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|lighthouse/i.test(userAgent);
}

export interface LocaleRequest {
  /** The canonical path of a page of this build ("/", "/getkey", "/pt-br/getkey"). */
  page: string;
  /** The raw query string, without "?". */
  query: string;
  cookie?: string | null;
  acceptLanguage?: string | null;
  userAgent?: string | null;
  published: readonly Locale[];
}

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** Where the request should go instead, or null to serve the page as asked. */
export function decideLocale(request: LocaleRequest): { location: string; setCookie?: string } | null {
  const isPublished = (locale: Locale | undefined): locale is Locale => !!locale && request.published.includes(locale);
  const params = request.query ? request.query.split("&") : [];
  const isLang = (param: string) => param.split("=")[0] === localeQueryParam;
  // The last `lang=`, its value form-decoded ("+", "%XX"); a malformed escape stays in it, so it names no language.
  const chosen = localeByCode(new URLSearchParams(params.findLast(isLang)).get(localeQueryParam));
  if (isPublished(chosen)) {
    const rest = params.filter((param) => !isLang(param)).join("&");
    return { location: withQuery(localizedPath(request.page, chosen), rest), setCookie: localeCookieHeader(chosen) };
  }
  if (localeFromPath(request.page) !== defaultLocale) return null;
  const remembered = localeFromCookie(request.cookie);
  if (!isPublished(remembered) && isCrawler(request.userAgent)) return null;
  const wanted = isPublished(remembered) ? remembered : localeFromAcceptLanguage(request.acceptLanguage);
  if (wanted === defaultLocale || !isPublished(wanted)) return null;
  return { location: withQuery(localizedPath(request.page, wanted), request.query) };
}

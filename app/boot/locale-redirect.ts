import { localeCookie, localeQueryParam } from "~/i18n/locale-negotiation";
import { publishedLocales } from "~/i18n/published";

/** The static hosts' boot script (they send no Accept-Language or Set-Cookie): the published languages' rule. */
export function redirectToPageLanguage(): void {
  redirectToLanguage(
    publishedLocales.map(({ tag, prefix }) => ({ tag, prefix })),
    localeCookie,
    localeQueryParam,
  );
}

/**
 * The language rule of app/i18n/locale-negotiation.ts in the browser. Returns the URL it went to, or null, so
 * tests can run it against stand-ins (`env`).
 */
export function redirectToLanguage(
  published: { tag: string; prefix: string }[],
  cookieName: string,
  param: string,
  env?: { path: string; search: string; cookie: string; languages: readonly string[]; crawler: boolean },
): string | null {
  try {
    const here = env ?? {
      path: location.pathname,
      search: location.search,
      cookie: document.cookie,
      languages: navigator.languages || [navigator.language],
      crawler: /bot|crawl|spider|slurp|preview|lighthouse/i.test(navigator.userAgent),
    };
    const byCode = (code: string) => {
      const wanted = code.trim().toLowerCase();
      return published.find((l) => (l.prefix || "en") === wanted || l.tag.toLowerCase() === wanted);
    };
    const first = here.path.split("/")[1] || "";
    const current = published.find((l) => l.prefix && l.prefix === first.toLowerCase()) || published[0];
    const rest = current.prefix ? here.path.slice(current.prefix.length + 1) || "/" : here.path;
    const pathIn = (l: { prefix: string }) => (l.prefix ? `/${l.prefix}${rest === "/" ? "" : rest}` : rest);
    const params = here.search.replace(/^\?/, "").split("&").filter(Boolean);
    const isLang = (p: string) => p.split("=")[0] === param;
    const go = (target: string, query: string[], replaceOnly: boolean) => {
      // Our own paths only: "//host" and "/\\host" leave the site.
      if (!/^\/(?![/\\])/.test(target)) return null;
      const url = target + (query.length ? `?${query.join("&")}` : "");
      if (!env) {
        if (replaceOnly) history.replaceState(history.state, "", url + location.hash);
        else location.replace(url + location.hash);
      }
      return url;
    };
    const asked = params.filter(isLang).pop();
    if (asked !== undefined) {
      let code = "";
      try {
        code = decodeURIComponent(asked.slice(param.length + 1));
      } catch {
        /* not a language */
      }
      const chosen = byCode(code);
      if (chosen) {
        if (!env) document.cookie = `${cookieName}=${chosen.prefix || "en"}; Path=/; Max-Age=31536000; SameSite=Lax`;
        const target = pathIn(chosen);
        const others = params.filter((p) => !isLang(p));
        return go(target, others, target === here.path);
      }
    }
    if (current.prefix) return null;
    const remembered = here.cookie
      .split(";", 64)
      .map((c) => c.trim().split("="))
      .find((c) => c[0] === cookieName);
    let wanted = remembered ? byCode(remembered.slice(1).join("=")) : undefined;
    if (!wanted && !here.crawler) {
      const fallbacks = new Map(Object.entries({ pt: "pt-BR", tl: "fil" }));
      for (const language of here.languages.slice(0, 32)) {
        const base = language.split("-")[0]!.toLowerCase();
        wanted =
          byCode(language) ||
          byCode(fallbacks.get(base) ?? "") ||
          published.find((l) => l.tag.split("-")[0]!.toLowerCase() === base);
        if (wanted) break;
      }
    }
    if (!wanted || !wanted.prefix) return null;
    return go(pathIn(wanted), params, false);
  } catch {
    return null;
  }
}

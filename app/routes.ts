import { type RouteConfig, type RouteConfigEntry, index, layout, prefix, route } from "@react-router/dev/routes";
import { defaultLocale, localeByTag, type Locale, type LocaleTag } from "./i18n/locales";

import { translatedLocales } from "./i18n/published";

// One line per URL of ../shared/SPEC.md section 2. Every static path is prerendered to HTML. The same
// page modules serve every language; English keeps the modules' own ids, the others get "<prefix>/<page>".
function pages({ prefix: lang }: Locale): RouteConfigEntry[] {
  const id = (page: string) => (lang ? { id: `${lang}/${page}` } : {});
  return [
    index("routes/home.tsx", id("home")),
    // Every other page sits in a second layout that adds its words (app/i18n/messages/pages/), so
    // the landing page downloads only the shell's.
    layout(`routes/locale/${lang || "en"}-pages.tsx`, [
      route("terms", "routes/terms.tsx", id("terms")),
      route("privacy", "routes/privacy.tsx", id("privacy")),
      route("robux", "routes/robux.tsx", id("robux")), // joke page; the intrusive behaviour is disabled
      route("discord", "routes/discord.tsx", id("discord")), // redirects to the community invite
      route("joiner", "routes/joiner.tsx", id("joiner")), // ?PlaceId=&ServerId= → Roblox deep link
      route("getkey", "routes/getkey.tsx", id("getkey")),
      route("bbgetkey", "routes/bbgetkey.tsx", id("bbgetkey")), // BetterBypasser key: redirects to a provider by country tier
      route("resellers", "routes/resellers.tsx", id("resellers")),
      route("reseller-tos", "routes/reseller-tos.tsx", id("reseller-tos")),
      route("showcaser-tos", "routes/showcaser-tos.tsx", id("showcaser-tos")),
      route("ugphone", "routes/ugphone.tsx", id("ugphone")), // redirects to the cloud-phone partner with our referral
      route("servercodes", "routes/servercodes.tsx", id("servercodes")), // ?code=
      route("executors", "routes/executors.tsx", id("executors")), // which executors work now (live status.json)
      route("*", "routes/not-found.tsx", id("not-found")), // catch-all, prerendered at /404 and served with status 404
    ]),
  ];
}

/**
 * Each language is a layout route whose module imports that language's messages only (see
 * app/routes/locale/en.tsx); English at the root, the others under their prefix ("/pt-br/getkey").
 */
export function siteRoutes(translated: readonly LocaleTag[]): RouteConfigEntry[] {
  const others = translated.map((tag) => localeByTag(tag)!);
  return [
    layout("routes/locale/en.tsx", pages(defaultLocale)),
    ...others.map((locale) => layout(`routes/locale/${locale.prefix}.tsx`, prefix(locale.prefix, pages(locale)))),
  ];
}

export default siteRoutes(translatedLocales) satisfies RouteConfig;

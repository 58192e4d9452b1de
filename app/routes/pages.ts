import { legalRoute } from "~/components/legal-page";
import * as privacy from "~/content/privacy.mdx";
import * as resellerTos from "~/content/reseller-tos.mdx";
import * as showcaserTos from "~/content/showcaser-tos.mdx";
import * as terms from "~/content/terms.mdx";
import { site } from "~/config/site";
import type { LocaleHandle } from "~/i18n/locale-handle";
import { localizedPath } from "~/i18n/locales";
import { publishedLocales } from "~/i18n/published";
import type { PageModule, PagePath } from "~/routes/page-paths";
import * as bbgetkey from "~/routes/bbgetkey";
import * as discord from "~/routes/discord";
import * as executors from "~/routes/executor-status";
import * as getkey from "~/routes/getkey";
import * as home from "~/routes/home";
import * as joiner from "~/routes/joiner";
import * as notFound from "~/routes/not-found";
import * as resellers from "~/routes/resellers";
import * as robux from "~/routes/robux";
import * as servercodes from "~/routes/servercodes";
import * as status from "~/routes/status";
import { gameRoute } from "~/routes/game";
import { gameSlug, type StatusFile } from "~/config/status-schema";
import * as ugphone from "~/routes/ugphone";

export const pages: Record<PagePath, PageModule> = {
  "/": home,
  "/terms": legalRoute("terms", terms),
  "/privacy": legalRoute("privacy", privacy),
  "/robux": robux,
  "/discord": discord,
  "/joiner": joiner,
  "/getkey": getkey,
  "/bbgetkey": bbgetkey,
  "/resellers": resellers,
  "/reseller-tos": legalRoute("resellerTos", resellerTos),
  "/showcaser-tos": legalRoute("showcaserTos", showcaserTos),
  "/ugphone": ugphone,
  "/servercodes": servercodes,
  "/executors": executors,
  "/status": status,
  "/404": notFound,
  ...Object.fromEntries(site.games.map((game, index) => [`/games/${gameSlug(game.title)}`, gameRoute(game, index)])),
};

/** Every page in every published language, for Astro's getStaticPaths: `path` is the URL without its "/". */
export function staticPaths() {
  return publishedLocales.flatMap((locale) =>
    (Object.keys(pages) as PagePath[]).map((page) => ({
      params: { path: localizedPath(page, locale).slice(1) || undefined },
      props: { page, tag: locale.tag },
    })),
  );
}

/** A page's islands and their props in its language; a gated page also has the ad-block gate, the same on each. */
export function islandsOf(page: PagePath, handle: LocaleHandle, shown?: StatusFile) {
  const gate = {
    scriptUrl: site.thirdParty.adScriptUrl,
    host: new URL(site.brand.siteUrl).host,
    brandName: site.brand.name,
  };
  return { ...pages[page].islands?.(handle, shown), ...(pages[page].gated && { "ad-block-gate": gate }) };
}

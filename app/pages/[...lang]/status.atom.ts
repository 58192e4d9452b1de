/** /status.atom in every language, built for static hosts; on Node and at the edge, app/pages/live/ answers it. */
import type { APIRoute } from "astro";
import { handleOf } from "~/i18n/locale-handle";
import type { LocaleTag } from "~/i18n/locales";
import { publishedLocales } from "~/i18n/published";
import { statusFeed } from "~/routes/status";
import { buildStatusData } from "~/status-center/build-data";

export const getStaticPaths = () =>
  publishedLocales.map((locale) => ({ params: { lang: locale.prefix || undefined }, props: { tag: locale.tag } }));

export const GET: APIRoute<{ tag: LocaleTag }> = async ({ props }) =>
  new Response(statusFeed(handleOf(props.tag), buildStatusData()));

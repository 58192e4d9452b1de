/** /status.atom in every language: built for static hosts, live on Node and at the edge (app/pages/live/). */
import type { APIRoute } from "astro";
import { statusFeed } from "~/components/pages/status";
import { handleOf } from "~/i18n/locale-handle";
import { languageOf } from "~/i18n/locales";
import { languagePaths } from "~/i18n/published";
import { pageData } from "~/status-center/build-data";

export const getStaticPaths = languagePaths;

export const GET: APIRoute = async ({ params, locals }) =>
  new Response(statusFeed(handleOf(languageOf(params.lang)), await pageData(locals.center)), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });

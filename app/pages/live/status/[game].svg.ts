/** A game's status badge, from the store. */
import type { APIRoute } from "astro";
import { gameBadge } from "~/status-center/badge";

export const prerender = false;

export const GET: APIRoute = async ({ locals, params }) =>
  new Response(await gameBadge(locals.center, params.game!), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8" },
  });

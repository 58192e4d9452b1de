/** The status file, from the store (app/status-center/live.ts keeps the bytes; app/middleware.ts answers). */
import type { APIRoute } from "astro";

export const prerender = false;

export const GET: APIRoute = async ({ locals }) =>
  new Response(`${JSON.stringify(await locals.center.statusJson(), null, 2)}\n`, {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });

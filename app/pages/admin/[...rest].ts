/** Any other path under /admin: 404 with the admin's headers (app/middleware.ts), on Node and in the Worker alike. */
import type { APIRoute } from "astro";
import { statusText } from "~/status-center/admin";

export const prerender = false;

export const ALL: APIRoute = () =>
  new Response(`404 ${statusText[404]}\n`, {
    status: 404,
    statusText: statusText[404],
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });

/** Any other path under /admin: 404 with the admin's headers (app/middleware.ts), on Node and in the Worker alike. */
import type { APIRoute } from "astro";
import { plainAnswer } from "~/status-center/admin";

export const prerender = false;

export const ALL: APIRoute = () => plainAnswer(404);

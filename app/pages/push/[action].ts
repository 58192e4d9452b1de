/**
 * Web Push for a game's page: GET /push/key (the VAPID public key), POST /push/subscribe { endpoint, keys, game,
 * locale } and /push/unsubscribe { endpoint, game }. Same-origin, small and counted per client: app/middleware.ts.
 */
import type { APIRoute } from "astro";
import { publishedLocales } from "~/i18n/published";
import { gameSlugs } from "~/status-center/center";
import { allowedEndpoint, validKeys } from "~/status-center/push";

export const prerender = false;

const refused = (status: number, error: string) => Response.json({ error }, { status });

export const GET: APIRoute = async ({ params, locals: { center } }) =>
  params.action === "key" ? Response.json({ key: await center.push.publicKey() }) : refused(404, "No such route.");

export const POST: APIRoute = async ({ params, request, locals: { center } }) => {
  type Body = { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown }; game?: unknown; locale?: unknown };
  const { endpoint, keys, game, locale } = ((await request.json().catch(() => undefined)) ?? {}) as Body;
  if (typeof game !== "string" || !gameSlugs.includes(game)) return refused(400, "Unknown game.");
  if (params.action === "unsubscribe") {
    if (typeof endpoint !== "string") return refused(400, "No endpoint.");
    await center.push.unsubscribe(endpoint, game);
    return new Response(null, { status: 204 });
  }
  if (params.action !== "subscribe") return refused(404, "No such route.");
  if (!allowedEndpoint(endpoint, center.settings.pushEndpoints)) return refused(400, "Not a push service we send to.");
  if (!validKeys(keys)) return refused(400, "The subscription's keys are not P-256 and a 16-byte secret.");
  const language = publishedLocales.find((each) => each.tag === locale);
  if (!language) return refused(400, "Unknown language.");
  const kept = await center.push.subscribe(endpoint, keys, game, language.tag);
  return kept ? new Response(null, { status: 201 }) : refused(503, "No more subscriptions are taken now.");
};

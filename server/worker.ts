// Cloudflare's Worker (wrangler.jsonc `main`, built by `npm run cloudflare:build`): the prerendered pages are static
// assets with their `_headers` and `_redirects`; what reaches this Worker (`assets.run_worker_first`) is the status
// center: /status.json, /status and the feeds in every language from D1, rendered once per change, /admin and /push/…,
// and every other page, whose language it decides as the Node server does.
// Its Cron Trigger sends the Discord posts a request's waitUntil did not finish.
import { handle } from "@astrojs/cloudflare/handler";
import { env } from "cloudflare:workers";
import { defaultLocale, localeFromPath, localizedPath } from "../app/i18n/locales.ts";
import { publishedLocales } from "../app/i18n/published.ts";
import * as rules from "../app/rules/headers.ts";
import { isPreflight, resolveRequest, rootNotFoundPage, siteIndex } from "../app/rules/requests.ts";
import { indexablePaths, noindexPaths } from "../app/lib/page-paths.ts";
import { livePaths } from "../app/status-center/center.ts";
import { cachedLive, liveKey, liveResponse } from "../app/status-center/live.ts";
import type { D1Database } from "../app/status-center/d1.ts";
import { bookmarkFrom, bookmarkSetCookie, isOperator, sessionFrom } from "../app/status-center/d1-bookmark.ts";
import { platformCenter, type WorkerContext as Context } from "../app/status-center/platform-cloudflare.ts";

type Handle = (request: Request, env: unknown, context: Context) => Promise<Response>;
const assets = env as unknown as { ASSETS: { fetch(request: Request): Promise<Response> } };
const d1 = env as unknown as {
  DB: { withSession(constraintOrBookmark: string): D1Database & { getBookmark(): string | null } };
  D1_READ_REPLICAS?: string;
};
const centerOf = (context: Context) => platformCenter({ cfContext: context } as unknown as App.Locals);

/**
 * With D1's read replicas on (D1_READ_REPLICAS=on), a request reads through a D1 session: a visitor's from any
 * replica; the admin's from the primary first; a signed-in operator's live page from one at least as new as their
 * last write, its bookmark kept in a cookie the admin's answers give operators only (so a save shows on their next
 * page). A visitor's cookie is never read: the bookmark counts only beside a session that is live.
 * Off (the default), every query is the primary's.
 */
async function session(request: Request, context: Context, reader: "admin" | "live") {
  if (d1.D1_READ_REPLICAS !== "on") return { context, bookmark: () => undefined };
  const cookie = request.headers.get("cookie");
  const kept = reader === "live" ? bookmarkFrom(cookie) : undefined;
  const signedIn = async () => !!(await centerOf(context).accounts.session(sessionFrom(cookie)));
  const constraint = reader === "admin" ? "first-primary" : kept && (await signedIn()) ? kept : "first-unconstrained";
  const db = d1.DB.withSession(constraint);
  const bookmark = () => db.getBookmark() ?? undefined;
  const reading: Context = { waitUntil: (work: Promise<unknown>) => context.waitUntil(work), d1: db };
  return { context: reading, bookmark };
}

/** The headers a live answer gets, as on the Node server (app/rules/headers.ts); the page's policy is its own. */
const isPage = (path: string) => !/\.(json|atom|svg)$/.test(path);
const english = (path: string) => isPage(path) && localeFromPath(path) === defaultLocale;

function liveHeaders(path: string, response: Response) {
  const policy = response.headers.get("content-security-policy") ?? rules.defaultContentSecurityPolicy;
  const own = isPage(path) ? rules.pageHeaders(policy, english(path)) : rules.fileHeaders(path);
  return { ...rules.tlsSecurityHeaders, ...own };
}

/**
 * A page's language, as the Node server decides it: its 302 to the page in another language (an English page's
 * by the visitor's cookie or browser, any page's by a `?lang=`, remembered in the cookie), if any.
 */
function localeRedirect(request: Request, path: string) {
  const headers = Object.fromEntries(request.headers);
  const to = isPage(path) && resolveRequest(site, { method: request.method, url: request.url, headers });
  if (!to || to.kind !== "localeRedirect") return undefined;
  const answer: Record<string, string> = {
    ...rules.tlsSecurityHeaders,
    ...rules.plainHeaders(302),
    Location: to.location,
    Vary: rules.localeVary,
  };
  if (to.setCookie) answer["Set-Cookie"] = to.setCookie;
  return new Response(null, { status: 302, headers: answer });
}

/** The pages that are static assets, in every language (the not-found pages aside): wrangler.jsonc sends them here. */
const staticPages: ReadonlySet<string> = new Set(
  [...indexablePaths, ...noindexPaths]
    .filter((path) => path !== rootNotFoundPage && !livePaths.has(path))
    .flatMap((path) => publishedLocales.map((locale) => localizedPath(path, locale))),
);
/** The pages the language rule may send a request to, as resolveRequest reads them: every one, in every language. */
const site = siteIndex([...staticPages, ...livePaths].filter(isPage));

/** A page's asset (localeRedirect has let it through); an English one's caches key on what decides it (Vary), as on Node. */
async function staticPage(request: Request, path: string) {
  const asset = await assets.ASSETS.fetch(request);
  if (!english(path)) return asset;
  const response = new Response(asset.body, asset);
  response.headers.append("Vary", rules.localeVary);
  return response;
}

async function live(request: Request, path: string, context: Context) {
  const reading = await session(request, context, "live");
  const key = await liveKey(centerOf(reading.context));
  const entry = cachedLive(path, key);
  const answer = entry
    ? liveResponse({ entry, status: 200 }, request)
    : await (handle as Handle)(new Request(new URL(`/live${path}`, request.url), request), env, {
        waitUntil: (work: Promise<unknown>) => reading.context.waitUntil(work),
        d1: reading.context.d1,
        liveKey: key,
      });
  const response = new Response(request.method === "HEAD" ? null : answer.body, answer);
  const headers = answer.status === 412 ? rules.tlsSecurityHeaders : liveHeaders(path, answer);
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

let seeded: Promise<unknown> | undefined;
/** A new database starts from the first status file at its first request, as on Node (once: importOnce checks). */
const seedOnce = (context: Context) =>
  (seeded ??= centerOf(context)
    .importOnce()
    .catch((error: unknown) => {
      seeded = undefined;
      throw error;
    }));

export default {
  async fetch(request: Request, _env: unknown, context: Context): Promise<Response> {
    const path = new URL(request.url).pathname;
    // The admin and Web Push's routes (app/middleware.ts gives both their own rules).
    const framework = path === "/admin" || path.startsWith("/admin/") || path.startsWith("/push/");
    const center = livePaths.has(path) || framework;
    if (center && ["GET", "HEAD", "POST"].includes(request.method)) await seedOnce(context);
    if (isPreflight(request.method, path, Object.fromEntries(request.headers)))
      return new Response(null, { status: 204, headers: rules.preflightHeaders });
    if (!["GET", "HEAD"].includes(request.method) && !framework)
      return new Response("405 Method Not Allowed\n", {
        status: 405,
        headers: { ...rules.tlsSecurityHeaders, ...rules.plainHeaders(405), Allow: rules.allowedMethods.join(", ") },
      });
    if (livePaths.has(path)) return localeRedirect(request, path) ?? live(request, path, context);
    if (staticPages.has(path)) return localeRedirect(request, path) ?? staticPage(request, path);
    if (framework) {
      // Its own headers come from app/middleware.ts.
      const operator = await session(request, context, "admin");
      const answer = await (handle as Handle)(request, env, operator.context);
      const response = new Response(answer.body, answer);
      for (const [name, value] of Object.entries(rules.tlsSecurityHeaders)) response.headers.set(name, value);
      // Only an operator's (signed in, or signing in now): a visitor gets no cookie (/privacy).
      const bookmark =
        isOperator(!!operator.context.operator, response.headers.get("set-cookie")) && operator.bookmark();
      if (bookmark) response.headers.append("Set-Cookie", bookmarkSetCookie(bookmark));
      return response;
    }
    // Anything else is a file (the framework's internal routes, /live/…, are nobody's): a not-found page at its
    // own address is still a 404.
    const asset = await assets.ASSETS.fetch(request);
    return /^(\/[^/]+)?\/404$/.test(path) ? new Response(asset.body, { status: 404, headers: asset.headers }) : asset;
  },

  /** The Cron Trigger: the first status file once (a new database), then the Discord posts left to send. */
  async scheduled(_controller: unknown, _env: unknown, context: Context) {
    const center = centerOf(context);
    await center.importOnce();
    await center.postOutbox();
  },
};

// On-demand routes only (the server or the Worker hands them over with `locals.center`). The live routes answer
// from live.ts's rendering of the current data; Web Push's (/push/…) take same-origin posts only (else 403), of
// at most 8 KB (413), counted per client (429). The admin: no caching, no indexing, a strict policy; a
// state-changing request must come from ADMIN_ORIGIN (else 403), and sign-in and invite ceremonies are limited
// per client (429). An error is answered 500 and logged in one line (the server's rate-limited log).
import { defineMiddleware } from "astro:middleware";
import { adminPolicy, plainAnswer as plain, sessionCookie } from "~/status-center/admin";
import { livePaths } from "~/status-center/center";
import { clientKey } from "~/status-center/client-address";
import { scriptHashes } from "virtual:boot-scripts";
import { contentSecurityPolicy } from "~/rules/headers";
import { cachedLive, liveKey, liveResponse, renderLive } from "~/status-center/live";
import type { WorkerContext } from "~/status-center/platform-cloudflare";

/** Every page's policy: the scripts the project wrote, by the hashes the build computed from them. */
const pagePolicy = contentSecurityPolicy(scriptHashes);

/** A path segment decoded, or "" when its escapes are not UTF-8. */
const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return "";
  }
};

/** Whether a request starts a counted ceremony: sign-in options, or a live invite's page or options. */
async function ceremony(center: App.Locals["center"], path: string, request: Request) {
  const invite = /^\/admin\/invite\/([^/]+)$/.exec(path)?.[1];
  if (invite !== undefined) return !!(await center.accounts.invitedName(decoded(invite)));
  if (path !== "/admin/passkey/options") return false;
  const body = (await request
    .clone()
    .json()
    .catch(() => ({}))) as { ceremony?: unknown; token?: unknown };
  if (body.ceremony !== "register") return true;
  return typeof body.token === "string" && !!(await center.accounts.invitedName(body.token));
}

export const onRequest = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  const { locals, request } = context;
  // Loaded on the first request, never while the pages prerender (the Worker's module needs the Worker).
  const center = (locals.center ??= (await import("~/status-center/platform")).platformCenter(locals));
  const path = context.url.pathname;
  const admin = path === "/admin" || path.startsWith("/admin/");
  const push = path.startsWith("/push/");
  const worker = (locals as { cfContext?: WorkerContext }).cfContext;
  const allowed = (what: string) =>
    center.accounts.allow(`${what} ${clientKey(locals.clientAddress ?? context.clientAddress)}`);
  const response = await (async () => {
    if (path.startsWith("/live/")) {
      const live = path.slice("/live".length);
      if (!livePaths.has(live)) return plain(404);
      // The version the host read for this request already, if it did (once a request).
      const key = locals.liveKey ?? worker?.liveKey ?? (await liveKey(center));
      const entry = cachedLive(live, key);
      return liveResponse(entry ? { entry, status: 200 } : await renderLive(live, key, next, pagePolicy), request);
    }
    // Web Push's routes: a post comes from the site's own pages, is small JSON and is counted per client (429).
    if (push && request.method === "POST") {
      if (request.headers.get("origin") !== center.settings.origin) return plain(403);
      if (!(Number(request.headers.get("content-length") ?? NaN) <= 8_192)) return plain(413);
      if (!(await allowed("push"))) return plain(429);
    }
    if (!admin) return next();
    // One address for the admin: "/admin/" is a redirect to it.
    if (path === "/admin/") return new Response(null, { status: 301, headers: { Location: "/admin" } });
    const changes = !["GET", "HEAD"].includes(request.method);
    if (changes && request.headers.get("origin") !== center.settings.origin) return plain(403);
    // A form or a passkey is a few kilobytes: a body longer, or of no stated length, is never read.
    if (changes && !(Number(request.headers.get("content-length") ?? NaN) <= 65_536)) return plain(413);
    // Each sign-in or invite use asks for options once (verifying needs their challenge): those are counted per
    // client, as the server names it (TRUST_PROXY; an IPv6 client by its /64). An invite token that is no live
    // invite costs no one's count (it is answered 410), and no count is shared: a flood from other addresses never
    // reaches an operator's sign-in.
    if ((await ceremony(center, path, request)) && !(await allowed("ceremony"))) return plain(429);
    locals.token = context.cookies.get(sessionCookie)?.value;
    locals.operator = await center.accounts.session(locals.token);
    // The Worker keeps a signed-in operator's D1 bookmark (server/worker.ts): only theirs.
    if (worker && locals.operator) worker.operator = true;
    return next();
  })().catch((error: unknown) => {
    const report = locals.logError ?? console.error;
    report(`500 ${request.method} ${path}: ${error instanceof Error ? error.stack : String(error)}`);
    return plain(500);
  });
  if (push || admin) response.headers.set("Cache-Control", "no-store");
  if (!admin) return response;
  response.headers.set("X-Robots-Tag", "noindex");
  response.headers.set("Content-Security-Policy", adminPolicy);
  return response;
});

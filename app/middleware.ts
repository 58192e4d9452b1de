// The admin's guard (on-demand routes only): no caching, no indexing, a strict policy; a state-changing request
// must come from ADMIN_ORIGIN (else 403), and sign-in and invite ceremonies are limited per client (429).
// An error is answered 500 and logged in one line (the server's rate-limited log).
import { defineMiddleware } from "astro:middleware";
import { adminPolicy, sessionCookie } from "~/status-center/admin";
import { sharedCenter } from "~/status-center/center";
import { clientKey } from "~/status-center/client-address";

const plain = (status: number, text: string) =>
  new Response(`${text}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export const onRequest = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  const { locals, request } = context;
  const admin = context.url.pathname.startsWith("/admin");
  const response = await (async () => {
    if (!admin) return next();
    const center = sharedCenter();
    const changes = !["GET", "HEAD"].includes(request.method);
    if (changes && request.headers.get("origin") !== center.settings.origin) return plain(403, "403 Forbidden");
    // A form or a passkey is a few kilobytes: a body longer, or of no stated length, is never read.
    if (changes && !(Number(request.headers.get("content-length") ?? NaN) <= 65_536))
      return plain(413, "413 Content Too Large");
    // Each sign-in or invite use asks for options once (verifying needs their challenge): those are counted,
    // by the client the server names (TRUST_PROXY), an IPv6 client by its /64.
    const ceremony = /^\/admin\/(invite\/|passkey\/options$)/.test(context.url.pathname);
    const client = clientKey(locals.clientAddress ?? context.clientAddress);
    if (ceremony && !center.accounts.allow(`ceremony ${client}`)) return plain(429, "429 Too Many Requests");
    locals.center = center;
    locals.token = context.cookies.get(sessionCookie)?.value;
    locals.operator = center.accounts.session(locals.token);
    return next();
  })().catch((error: unknown) => {
    const report = locals.logError ?? console.error;
    report(`500 ${request.method} ${context.url.pathname}: ${error instanceof Error ? error.stack : String(error)}`);
    return plain(500, "500 Internal Server Error");
  });
  if (!admin) return response;
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Robots-Tag", "noindex");
  response.headers.set("Content-Security-Policy", adminPolicy);
  return response;
});

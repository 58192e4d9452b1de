// The admin's guard (on-demand routes only): no caching, no indexing, a strict policy; a state-changing request
// must come from ADMIN_ORIGIN (else 403), and sign-in and invite ceremonies are limited per address (429).
import { defineMiddleware } from "astro:middleware";
import { adminPolicy, sessionCookie } from "~/status-center/admin";
import { sharedCenter } from "~/status-center/center";

const plain = (status: number, text: string) =>
  new Response(`${text}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export const onRequest = defineMiddleware(async (context, next) => {
  if (context.isPrerendered || !context.url.pathname.startsWith("/admin")) return next();
  const center = sharedCenter();
  const response = await (async () => {
    const changes = !["GET", "HEAD"].includes(context.request.method);
    if (changes && context.request.headers.get("origin") !== center.settings.origin) return plain(403, "403 Forbidden");
    // A form or a passkey is a few kilobytes: a body longer, or of no stated length, is never read.
    if (changes && !(Number(context.request.headers.get("content-length") ?? NaN) <= 65_536))
      return plain(413, "413 Content Too Large");
    // Each sign-in or invite use asks for options once (verifying needs their challenge): those are counted.
    const ceremony = /^\/admin\/(invite\/|passkey\/options$)/.test(context.url.pathname);
    // Behind a proxy on this machine (README: TLS in front of the server), the address it added last.
    const peer = context.clientAddress;
    const forwarded = context.request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
    const address = /^(::1|(::ffff:)?127\.0\.0\.1)$/.test(peer) && forwarded ? forwarded : peer;
    if (ceremony && !center.accounts.allow(`ceremony ${address}`)) return plain(429, "429 Too Many Requests");
    context.locals.center = center;
    context.locals.token = context.cookies.get(sessionCookie)?.value;
    context.locals.operator = center.accounts.session(context.locals.token);
    return next();
  })();
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Robots-Tag", "noindex");
  response.headers.set("Content-Security-Policy", adminPolicy);
  return response;
});

/** Every answer's headers: server/serve.ts sends them, scripts/deploy/ writes them for the other targets. */
import { site } from "../config/site.ts";

const origin = (url: string) => new URL(url).origin;

/** A page's Content-Security-Policy: only its own inline scripts run (by SHA-256 hash). */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const ads = origin(site.thirdParty.adScriptUrl);
  const status = site.liveStatus.url.startsWith("/") ? [] : [origin(site.liveStatus.url)];
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ads].join(" ")}`,
    // Each page carries its stylesheet inline (a <style> element: first paint in one round trip) and a
    // few elements a style attribute (a reseller's accent colour); styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${["'self'", origin(site.thirdParty.geolocationEndpoint), ads, ...status].join(" ")}`,
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    // The Web Push service worker (public/push-sw.js), from the site itself.
    "worker-src 'self'",
  ].join("; ");
}

export const baseSecurityHeaders = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
} as const;

/** Over TLS only (nginx over https, the static hosts, Vercel): the embedded server speaks plain HTTP. */
export const strictTransportSecurity = "max-age=63072000; includeSubDomains; preload";
export const tlsSecurityHeaders = { ...baseSecurityHeaders, "Strict-Transport-Security": strictTransportSecurity };

export const cacheControl = {
  /** Files under /assets/ carry a content hash in their name. */
  immutable: "public, max-age=31536000, immutable",
  /** Pages and the 404 page: always revalidate (ETag), so a deploy shows at once. */
  html: "no-cache",
  /** JSON files and feeds (the live /status.json and /status.atom among them): always revalidate. */
  json: "no-cache",
  /** Other unhashed files: favicon, icons, share image, game art, sitemap, robots.txt, web manifest. */
  other: "public, max-age=3600",
  /** 301 to a page's canonical URL: an hour, not forever, so the rule can still change. */
  redirect: "public, max-age=3600",
  /** 302 to a page in the visitor's language: it depends on their headers, so no cache keeps it. */
  localeRedirect: "private, no-store",
  /** A game's status badge (/status/<slug>.svg), shown on other sites: briefly, then revalidated. */
  badge: "public, max-age=60, must-revalidate",
  /** Error answers other than the 404 page (400, 405, 412, 416, 431, 500): never stored. */
  error: "no-store",
} as const;

/** The policy of every answer that is not a page (files, redirects, errors): no inline script at all. */
export const defaultContentSecurityPolicy = contentSecurityPolicy([]);

/** What an English page's answer and the language redirect depend on besides the URL. */
export const localeVary = "Accept-Language, Cookie";

/** Methods the site answers; everything else gets 405 with this as `Allow`. */
export const allowedMethods: readonly string[] = ["GET", "HEAD"];

/** The public API a page of another site may read with fetch(): its CORS preflight (OPTIONS) answers 204. */
export const corsPaths: readonly string[] = ["/status.json"];
/** A CORS preflight's answer: the methods it allows, any request header (no credentials), cached a day. */
export const preflightHeaders: Record<string, string> = {
  ...baseSecurityHeaders,
  "Cache-Control": "no-store",
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": allowedMethods.join(", "),
  "Access-Control-Allow-Headers": "*",
  "Access-Control-Max-Age": "86400",
};

/** Static-host configuration files (Netlify, Cloudflare Pages): never served by any target. */
export const hostConfigPaths: readonly string[] = ["/_headers", "/_redirects"];

/** The headers of an answer that is neither a page nor a file: errors, redirects. */
export const plainHeaders = (status: number): Record<string, string> => ({
  ...baseSecurityHeaders,
  "Content-Security-Policy": defaultContentSecurityPolicy,
  "Cache-Control": cacheControl[status === 301 ? "redirect" : status === 302 ? "localeRedirect" : "error"],
});

/** A page's answer (200, 304): its policy, revalidation; an English page's language is negotiated (Vary). */
export const pageHeaders = (policy: string, negotiated: boolean) => ({
  "Content-Security-Policy": policy,
  "Cache-Control": cacheControl.html,
  Vary: negotiated ? `Accept-Encoding, ${localeVary}` : "Accept-Encoding",
});

/** A game's badge, an image other sites show: /status/<slug>.svg. */
export const isBadge = (path: string) => /^\/status\/[^/]+\.svg$/.test(path);

/**
 * A file's answer (200, 206, 304), its Cache-Control by its URL path. The public API is for other sites too:
 * /status.json answers any origin (CORS), the badges load anywhere (Cross-Origin-Resource-Policy).
 */
export const fileHeaders = (path: string): Record<string, string> => ({
  "Content-Security-Policy": defaultContentSecurityPolicy,
  "Cache-Control":
    cacheControl[
      path.startsWith("/assets/")
        ? "immutable"
        : isBadge(path)
          ? "badge"
          : /\.(json|atom)$/i.test(path)
            ? "json"
            : "other"
    ],
  Vary: "Accept-Encoding",
  ...(path === "/status.json" && { "Access-Control-Allow-Origin": "*" }),
  ...((path === "/status.json" || isBadge(path)) && { "Cross-Origin-Resource-Policy": "cross-origin" }),
});

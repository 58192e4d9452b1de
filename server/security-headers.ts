/**
 * The one source of truth for response headers. The embedded server (server/serve.ts) uses it at
 * run time; scripts/deploy-configs.ts turns it into the nginx configuration, the Netlify/Cloudflare
 * `_headers` file and the Vercel configuration, so every deploy target sends the same headers.
 */
import { site } from "../app/config/site.ts";

const origin = (url: string) => new URL(url).origin;

/**
 * The hosts the browser may talk to besides this site: the ad network, the geolocation lookup and,
 * when the live status file is hosted elsewhere (an absolute `liveStatus.url`), that host.
 */
export const thirdPartyOrigins = {
  adScript: origin(site.thirdParty.adScriptUrl),
  geolocation: origin(site.thirdParty.geolocationEndpoint),
  liveStatus: site.liveStatus.url.startsWith("/") ? null : origin(site.liveStatus.url),
} as const;

/**
 * Content-Security-Policy for one page: its inline scripts are allowed by SHA-256 hash, no other
 * inline script runs. Computed per page at build time (build/script-hashes.json).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const scriptSources = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), thirdPartyOrigins.adScript];
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(" ")}`,
    // sonner injects its stylesheet at run time (a <style> element); styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${["'self'", thirdPartyOrigins.geolocation, thirdPartyOrigins.adScript, thirdPartyOrigins.liveStatus].filter(Boolean).join(" ")}`,
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join("; ");
}

/** Headers every response carries, on every deploy target. */
export const baseSecurityHeaders = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
} as const;

/** For TLS deploy configs only (nginx over https, Netlify, Cloudflare Pages, Vercel): the embedded server speaks plain HTTP. */
export const strictTransportSecurity = "max-age=63072000; includeSubDomains; preload";

export const cacheControl = {
  /** Files under /assets/ carry a content hash in their name. */
  immutable: "public, max-age=31536000, immutable",
  /** Pages: always revalidate (ETag), so a deploy shows at once. */
  html: "no-cache",
  /** Unhashed files: favicon, icons, share image, game art, sitemap. */
  other: "public, max-age=3600",
} as const;

/** Methods the site answers; everything else gets 405 with this as `Allow`. */
export const allowedMethods = ["GET", "HEAD"] as const;

/**
 * URL paths that exist as files in the build but are never pages of their own: they answer 404 with
 * the 404 page (the catch-all prerendered at /404 and stored as 404.html, and React Router's SPA fallback).
 */
export const hiddenPaths = ["/404", "/404/", "/404.html", "/404/index.html", "/__spa-fallback.html"] as const;

/** Static-host configuration files that sit in the build output but are never served. */
export const hostConfigPaths = ["/_headers", "/_redirects"] as const;

/** The URLs that serve one prerendered page: "/terms" → "/terms", "/terms/", "/terms/index.html". */
export function pageUrlVariants(page: string): string[] {
  return page === "/" ? ["/", "/index.html"] : [page, `${page}/`, `${page}/index.html`];
}

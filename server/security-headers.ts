/**
 * The one source of truth for response headers. The embedded server (server/serve.ts) uses it at
 * run time; scripts/postbuild.ts uses it to write the static-host and nginx header files.
 */
import { site } from "../app/config/site.ts";

const origin = (url: string) => new URL(url).origin;

/** Content-Security-Policy for one page: its inline scripts are allowed by hash, nothing else inline. */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const scriptSources = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), origin(site.thirdParty.adScriptUrl)];
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(" ")}`,
    // sonner injects its stylesheet at run time; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${origin(site.thirdParty.geolocationEndpoint)} ${origin(site.thirdParty.adScriptUrl)}`,
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join("; ");
}

/** Headers every response carries. */
export const baseSecurityHeaders = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
} as const;

/** For TLS deploy configs only: the embedded server speaks plain HTTP on localhost. */
export const strictTransportSecurity = "max-age=63072000; includeSubDomains; preload";

export const cacheControl = {
  /** Files under /assets/ carry a content hash in their name. */
  immutable: "public, max-age=31536000, immutable",
  html: "no-cache",
  other: "public, max-age=3600",
} as const;

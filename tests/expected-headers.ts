/**
 * The response headers this site promises, written out as text a reviewer can read. Tests compare
 * what a server or a deploy file sends with these strings: none of them is built by the code under
 * test, so weakening a header in `app/rules/headers.ts` fails the tests instead of moving
 * their expectation with it. Changing a policy on purpose means changing it here too.
 */
import { createHash } from "node:crypto";
import { projectScripts } from "../scripts/boot-scripts.ts";

/** Every answer, on every target. */
export const securityHeaders = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
} as const;

/** Sent over TLS only (nginx on https, the static hosts, Vercel); never by the plain-HTTP Node server. */
export const hsts = "max-age=63072000; includeSubDomains; preload";

/**
 * The Content-Security-Policy of an answer whose inline scripts have these hashes (a file's, a
 * redirect's or an error's has none). The third parties: the ad network's script (the ad-block
 * check) and the country lookup of /bbgetkey.
 */
export function policy(scriptHashes: readonly string[] = []): string {
  const hashes = scriptHashes.map((hash) => ` '${hash}'`).join("");
  return (
    "default-src 'self'; " +
    `script-src 'self'${hashes} https://pagead2.googlesyndication.com; ` +
    "style-src 'self' 'unsafe-inline'; " +
    "img-src 'self' data:; " +
    "font-src 'self'; " +
    "connect-src 'self' https://api.country.is https://pagead2.googlesyndication.com; " +
    "frame-src 'none'; " +
    "object-src 'none'; " +
    "base-uri 'self'; " +
    "form-action 'self'; " +
    "frame-ancestors 'none'; " +
    "manifest-src 'self'; " +
    "worker-src 'self'"
  );
}

/**
 * Every page's policy, one text on every page whatever the page contains: the scripts the project wrote, by the
 * hashes of their compiled source (the boot scripts and Astro's island runtime and directives: scripts/boot-scripts.ts).
 */
export const pagePolicy = policy((await projectScripts()).scriptHashes);

/** SHA-256 source expressions of a page's inline scripts, computed from the HTML it was served as. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .filter(([tag]) => !/type="(application\/(ld\+)?json|speculationrules)"/i.test(tag))
    .map(([, body]) => `sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}`);
}

/** On the static hosts: the header policy carries only what a `<meta>` policy cannot. */
export const staticHostHeaderPolicy = "frame-ancestors 'none'";

/** On the static hosts: a page's own `<meta http-equiv="Content-Security-Policy">`, everything but frame-ancestors. */
export function staticHostMetaPolicy(scriptHashes: readonly string[] = []): string {
  return policy(scriptHashes).replace("; frame-ancestors 'none'", "");
}

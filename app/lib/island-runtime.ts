/**
 * Astro's island runtime (the script that defines `<astro-island>`), which Astro writes inline into every
 * page with islands, served as a file of its own on the pages whose islands hydrate after the paint (the
 * landing page, the games'): their HTML is 1.4 KB (brotli) lighter and, with its headers, fits in TCP's
 * first flight; later pages take the file from the cache. Postbuild does it to the prerendered pages and
 * writes the file; the live pages (a game's) get the same at rendering (app/status-center/live.ts).
 * Decision 0023.
 */

const runtimeScript =
  /<script>((?:(?!<\/script>)[\s\S])*customElements\.define\("astro-island"(?:(?!<\/script>)[\s\S])*)<\/script>/;

/** The text of the page's inline island runtime, if it has one. */
export const islandRuntimeCode = (html: string) => runtimeScript.exec(html)?.[1];

/** Where the runtime of that text is served: /assets/, named by its SHA-256 (base64url) like Vite's files. */
export async function islandRuntimeUrl(code: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(code)));
  const name = btoa(String.fromCharCode(...digest)).replace(/[+/]/g, (c) => (c === "+" ? "-" : "_"));
  return `/assets/island-${name.slice(0, 8)}.js`;
}

/**
 * The page with its inline island runtime replaced by the file at `url`, which the `client:after-paint`
 * directive's script fetches once the page has painted (`data-island-runtime`, app/islands/after-paint.ts):
 * only where every island hydrates after the paint. A page with islands that hydrate at load keeps it
 * inline (as a file it would be one more request before hydration, and a deferred one would hold
 * DOMContentLoaded back). The directives' own scripts stay inline.
 */
export function externalizeIslandRuntime(html: string, url: string): string {
  const directives = new Set([...html.matchAll(/<astro-island\b[^>]*\bclient="([\w-]+)"/g)].map((m) => m[1]));
  if (directives.size !== 1 || !directives.has("after-paint")) return html;
  const without = html.replace(runtimeScript, "");
  if (without === html) return html;
  const named = without.replace(
    /<script>(?=(?:(?!<\/script>)[\s\S])*"astro:after-paint")/,
    `<script data-island-runtime="${url}">`,
  );
  if (named === without) throw new Error("a page's client:after-paint directive script was not found");
  return named;
}

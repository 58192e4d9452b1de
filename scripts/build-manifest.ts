/** Where the build lives and what postbuild writes for the server. Shared by postbuild and serve. */
import { createHash } from "node:crypto";
import { join } from "node:path";

export const buildRoot = join(import.meta.dirname, "..", "build", "client");
/** Written by postbuild: URL path of each prerendered page → SHA-256 hashes of its inline scripts. */
export const scriptHashesFile = join(import.meta.dirname, "..", "build", "script-hashes.json");

export type ScriptHashes = Record<string, string[]>;

/** "index.html" → "/", "terms/index.html" → "/terms", "404/index.html" → "/404". */
export function htmlFileToPath(file: string): string {
  const path = "/" + file.replace(/\\/g, "/").replace(/(^|\/)index\.html$/, "");
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** SHA-256 CSP sources of every inline <script> in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(`sha256-${createHash("sha256").update(match[1], "utf8").digest("base64")}`);
  }
  return [...new Set(hashes)];
}

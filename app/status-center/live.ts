/**
 * The live routes (/status.json, /status and its feed in every language) rendered once per change of the data
 * and per UTC day, kept with their ETag: each request only reads the store's version (one small query). The
 * middleware fills it on both engines; the Node server also answers from it before the framework (serve.ts).
 */
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { externalizeIslandRuntime, islandRuntimeCode, islandRuntimeUrl } from "../lib/island-runtime.ts";
import { plainHeaders } from "../rules/headers.ts";
import type { Center } from "./center.ts";

export interface LiveEntry {
  /** The store's version and the UTC day it was rendered for. */
  key: string;
  type: string;
  body: Uint8Array;
  etag: string;
  /** A page's Content-Security-Policy: every page's, which allows the project's own scripts only (decision 0024). */
  policy?: string;
  /** Its compressed forms, by content coding, made when first asked for (Node). */
  encoded: Map<string, Promise<Uint8Array>>;
}

/** Each path's latest renderings, one per key: a replica's older version and the primary's newer one both stay. */
const entries: Map<string, LiveEntry[]> = ((globalThis as { riftLive?: Map<string, LiveEntry[]> }).riftLive ??=
  new Map());
const keptPerPath = 3;
/** Renderings under way, by path and key: requests that arrive meanwhile wait for the one rendering. */
const rendering = new Map<string, Promise<{ entry: LiveEntry; status: number }>>();

/**
 * What a live page shows depends on this: the data's version, and the UTC day (the 90-day strip). Maintenance that
 * is due starts (or ends) first, so the request after its time already shows it.
 */
export async function liveKey(center: Center, now = Date.now()) {
  await center.maintenance.apply(now);
  return `${await center.store.version()}@${Math.floor(now / 86_400_000)}`;
}

/** The entry rendered for `key`, if the path's last rendering was. */
export const cachedLive = (path: string, key: string) => entries.get(path)?.find((entry) => entry.key === key);

/** Renders `path` for `key` once, however many requests ask at the same time (a 200 is kept); a page gets `policy`. */
export function renderLive(path: string, key: string, render: () => Promise<Response>, policy: string) {
  const id = `${key} ${path}`;
  const pending = rendering.get(id) ?? renderOnce(path, key, render, policy).finally(() => rendering.delete(id));
  rendering.set(id, pending);
  return pending;
}

/** One rendering; its weak ETag is the body's SHA-256. */
async function renderOnce(path: string, key: string, render: () => Promise<Response>, pagePolicy: string) {
  const response = await render();
  const type = response.headers.get("content-type") ?? "text/html; charset=utf-8";
  let body = new Uint8Array(await response.arrayBuffer());
  // In a build, Astro's island runtime is the file postbuild wrote for the prerendered pages (not in `astro dev`).
  if (import.meta.env?.PROD && type.startsWith("text/html")) body = await withIslandRuntimeFile(body);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  const etag = `W/"${isoBase64URL.fromBuffer(digest.slice(0, 20))}"`;
  const policy = type.startsWith("text/html") ? pagePolicy : undefined;
  const entry: LiveEntry = { key, type, body, etag, policy, encoded: new Map() };
  if (response.status === 200)
    entries.set(path, [entry, ...(entries.get(path) ?? []).filter((each) => each.key !== key)].slice(0, keptPerPath));
  return { entry, status: response.status };
}

/** A page with its inline island runtime as the build's file (app/lib/island-runtime.ts). */
async function withIslandRuntimeFile(body: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const html = new TextDecoder().decode(body);
  const code = islandRuntimeCode(html);
  return code ? new TextEncoder().encode(externalizeIslandRuntime(html, await islandRuntimeUrl(code))) : body;
}

/** Whether an If-None-Match header matches `etag` (weak comparison, RFC 9110 §13.1.2). */
export const matches = (ifNoneMatch: string | null | undefined, etag: string) =>
  !!ifNoneMatch &&
  ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || tag.trim().replace(/^W\//, "") === etag.slice(2));

type Conditions = { "if-match"?: string | null; "if-none-match"?: string | null };
/**
 * A request's preconditions on a live answer, as on files: If-Match compares strongly (RFC 9110 §13.1.1) and the
 * tag is weak, so only "*" passes (else 412); then If-None-Match (304).
 */
export function freshness(headers: Conditions, etag: string): 200 | 304 | 412 {
  const ifMatch = headers["if-match"];
  if (ifMatch !== undefined && ifMatch !== null && ifMatch.trim() !== "*") return 412;
  return matches(headers["if-none-match"], etag) ? 304 : 200;
}

/** The entry as a response: 304 when the client has it, 412 when a precondition fails. */
export function liveResponse({ entry, status }: { entry: LiveEntry; status: number }, request: Request) {
  const fresh = status === 200 ? freshness(Object.fromEntries(request.headers), entry.etag) : 200;
  if (fresh === 412)
    return new Response("412 Precondition Failed\n", {
      status: 412,
      headers: { ...plainHeaders(412), "Content-Type": "text/plain; charset=utf-8" },
    });
  const headers: Record<string, string> = { "Content-Type": entry.type, ETag: entry.etag };
  if (entry.policy) headers["Content-Security-Policy"] = entry.policy;
  return new Response(fresh === 304 ? null : (entry.body as BodyInit), {
    status: fresh === 304 ? 304 : status,
    headers,
  });
}

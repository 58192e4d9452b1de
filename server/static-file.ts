/**
 * Sends one file of the build with the `send` library (pillarjs, the file sender behind Express's
 * static middleware): ETag and Last-Modified, conditional requests (If-None-Match lists and weak
 * tags, If-Modified-Since, If-Match, If-Unmodified-Since, If-Range), one byte range, HEAD, and a
 * read stream that is destroyed when the client goes away. Decision record 0006 says why `send`.
 *
 * What this wrapper adds around it (tested in server/serve.test.ts and server/abuse.test.ts):
 * - the precompressed sibling (`.br`, `.gz`) the client accepts, picked per request from the disk
 *   (a file written at run time is served as it is now), with the type of the original file; a
 *   sibling older than its original is stale (the original was rewritten after the build, like a
 *   live /status.json) and never sent;
 * - `bytes=-N` with N ≥ the size: the whole file (206), where send's range-parser says 416;
 * - a strong ETag per representation (size, modification time, encoding), and If-Range judged by
 *   strong comparison only (RFC 9110 §13.1.5): a weak tag never matches, and a date matches only a
 *   file that has no precompressed sibling (siblings share a modification time, so a date cannot
 *   tell a gzip download from a brotli one); no match means the whole file (200);
 * - the file closed when the request or the response closes before the file is sent (send closes
 *   it when the response finishes or closes; this also covers a connection gone mid-way);
 * - every outcome reported to the caller, which writes the answer with the site's headers
 *   (send's own error pages are never used).
 */
import type { ReadStream, Stats } from "node:fs";
import { lstat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join } from "node:path";
import mime from "mime-types";
import send from "send";
import { acceptedEncodings, encodingSuffix, normalizeSuffixRange, type Encoding } from "./negotiation.ts";

export interface Variant {
  /** Path relative to the root, with the sibling's suffix when compressed. */
  relative: string;
  encoding?: Encoding;
  size: number;
}

/**
 * How much older than its original a precompressed sibling may be and still count as its
 * compressed form. postbuild writes each sibling after its original, but a copy of the build that
 * does not keep modification times (`cp -r`) can leave a sibling a few microseconds older; a file
 * rewritten after the build (an operator's /status.json) is older than its sibling by far more.
 */
export const staleSiblingToleranceMs = 1_000;

/**
 * The file to send for `relative` (a path under `root`, without a leading slash): the best
 * precompressed sibling the client accepts, else the file itself. Undefined when the file itself
 * is not a regular file (missing, a directory, a symbolic link): a sibling never makes a URL exist.
 * A sibling that is not a regular file, or is stale (see staleSiblingToleranceMs), is passed over.
 */
export async function chooseVariant(
  root: string,
  relative: string,
  acceptEncoding: string | string[] | undefined,
): Promise<Variant | undefined> {
  const identity = await regularFile(join(root, relative));
  if (identity === undefined) return undefined;
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    const sibling = relative + encodingSuffix[encoding];
    const compressed = await regularFile(join(root, sibling));
    if (compressed && compressed.mtimeMs >= identity.mtimeMs - staleSiblingToleranceMs)
      return { relative: sibling, encoding, size: compressed.size };
  }
  return { relative, size: identity.size };
}

/** Content-Type of a file by its name (the original's, for a compressed sibling). */
export function contentType(relative: string): string {
  return mime.contentType(extname(relative)) || "application/octet-stream";
}

const missing = new Set(["ENOENT", "ENOTDIR", "ENAMETOOLONG", "ELOOP", "EACCES", "EISDIR", "EINVAL"]);

async function regularFile(path: string): Promise<{ size: number; mtimeMs: number } | undefined> {
  try {
    const stat = await lstat(path);
    return stat.isFile() ? { size: stat.size, mtimeMs: stat.mtimeMs } : undefined;
  } catch (error) {
    if (missing.has((error as NodeJS.ErrnoException).code ?? "")) return undefined;
    throw error;
  }
}

/** Whether `relative` has a precompressed sibling on disk (then a date cannot validate one representation). */
export async function hasSibling(root: string, relative: string): Promise<boolean> {
  for (const suffix of Object.values(encodingSuffix)) if (await regularFile(join(root, relative + suffix))) return true;
  return false;
}

/**
 * The strong entity tag of one representation: its size, its modification time in microseconds
 * and its encoding. Build files never change in place; a live file replaced by rename or
 * rewritten gets a new time, so a tag never stands for two different byte sequences.
 */
export function strongEtag(stat: Pick<Stats, "size" | "mtimeMs">, encoding: Encoding | undefined): string {
  return `"${stat.size.toString(16)}-${Math.round(stat.mtimeMs * 1000).toString(16)}${encoding ? `-${encoding}` : ""}"`;
}

/**
 * If-Range (RFC 9110 §13.1.5): does the validator name this representation? An entity tag by strong
 * comparison (a weak tag never matches); an HTTP date only when `datesValidate` (one representation
 * only) and it equals Last-Modified exactly.
 */
export function ifRangeMatches(ifRange: string, etag: string, lastModified: Date, datesValidate: boolean): boolean {
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith("W/")) return value === etag && !etag.startsWith("W/");
  if (!datesValidate || !/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(value)) return false;
  const date = Date.parse(value);
  return Number.isFinite(date) && date === Math.floor(lastModified.getTime() / 1000) * 1000;
}

export interface SendOutcome {
  /** The file vanished between the choice and the send: answer as for a missing path. */
  missing(): void;
  /** 412 or 416 (with its Content-Range), or 500 with the cause: the caller writes the answer. */
  failed(status: number, headers: Record<string, string>, cause?: Error): void;
}

/**
 * Streams `variant` with `headers` (the site's: security, cache, CSP) added to what send sets.
 * Content-Type is the original file's; a compressed sibling adds its Content-Encoding.
 */
export function sendVariant(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  variant: Variant,
  original: string,
  headers: Record<string, string>,
  outcome: SendOutcome,
  /** An If-Range date may validate this representation (identity, and no sibling on disk). */
  datesValidate = false,
): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Content-Type", contentType(original));
  // The caller's Vary (an English page's Accept-Language, Cookie) comes after the encoding's.
  res.setHeader("Vary", headers.Vary ? `Accept-Encoding, ${headers.Vary}` : "Accept-Encoding");
  if (variant.encoding) res.setHeader("Content-Encoding", variant.encoding);

  const range = normalizeSuffixRange(req.headers.range, variant.size);
  if (range !== req.headers.range) req.headers.range = range;

  // send decodes the path it is given: encode it, so a file name with "%" in it stays itself.
  const stream = send(req, encodeURI(variant.relative), {
    root,
    etag: true,
    lastModified: true,
    cacheControl: false,
    acceptRanges: true,
    index: false,
    // The router refuses dot segments before this point; the root itself may sit under a dot directory.
    dotfiles: "allow",
  });
  // send's own ETag is weak (and its If-Range check a substring test): set a strong one from the
  // stat send uses for the bytes it sends, and judge If-Range here, before send looks at it.
  stream.on("headers", (_res: ServerResponse, _path: string, stat: Stats) => {
    const etag = strongEtag(stat, variant.encoding);
    res.setHeader("ETag", etag);
    const ifRange = req.headers["if-range"];
    if (typeof ifRange !== "string") return;
    if (ifRangeMatches(ifRange, etag, stat.mtime, datesValidate)) delete req.headers["if-range"];
    // A tag that is not this one: send then ignores the Range and sends the whole file (200).
    else req.headers["if-range"] = '"no match"';
  });
  // The file stream, closed as soon as nobody will read it: the connection went away (the request
  // closes with it) or the response closed before it finished. Idempotent with send's own cleanup.
  stream.on("stream", (file: ReadStream) => {
    const abandon = () => {
      if (res.writableFinished) return;
      file.destroy();
      res.destroy();
    };
    if (req.socket?.destroyed || res.destroyed) return abandon();
    req.once("close", () => {
      if (!req.socket || req.socket.destroyed) abandon();
    });
    res.once("close", abandon);
  });
  stream.on("directory", () => outcome.missing());
  stream.on("error", (error: Error & { status?: number; statusCode?: number; headers?: Record<string, string> }) => {
    const status = error.status ?? error.statusCode ?? 500;
    if (status === 404) outcome.missing();
    else outcome.failed(status, error.headers ?? {}, status >= 500 ? error : undefined);
  });
  stream.pipe(res);
}

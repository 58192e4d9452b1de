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
 * - every outcome reported to the caller, which writes the answer with the site's headers
 *   (send's own error pages are never used).
 */
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
  stream.on("directory", () => outcome.missing());
  stream.on("error", (error: Error & { status?: number; statusCode?: number; headers?: Record<string, string> }) => {
    const status = error.status ?? error.statusCode ?? 500;
    if (status === 404) outcome.missing();
    else outcome.failed(status, error.headers ?? {}, status >= 500 ? error : undefined);
  });
  stream.pipe(res);
}

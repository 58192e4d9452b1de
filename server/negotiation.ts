/**
 * Pure request-header logic for the file server (server/static-file.ts): which precompressed
 * sibling a client accepts, and the one Range form the `send` library gets wrong.
 */

export type Encoding = "br" | "gzip";

/** The precompressed siblings postbuild writes, in the server's order of preference. */
export const encodings: readonly Encoding[] = ["br", "gzip"];
export const encodingSuffix: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/**
 * The offered encodings an `Accept-Encoding` header accepts, best first (RFC 9110 §12.5.3):
 * names are case-insensitive, `q=0` refuses, `*` stands for every coding not named, a higher
 * q-value wins and the server's order breaks ties. A token with a malformed q-value is ignored.
 * No header at all means identity: clients that decompress say so.
 */
export function acceptedEncodings(
  header: string | string[] | undefined,
  offered: readonly Encoding[] = encodings,
): Encoding[] {
  if (header === undefined) return [];
  const weights = new Map<string, number>();
  for (const item of (Array.isArray(header) ? header.join(",") : header).split(",", 64)) {
    const [name, ...params] = item.split(";").map((part) => part.trim());
    if (!name) continue;
    let q = 1;
    let valid = true;
    for (const param of params) {
      const match = /^q\s*=\s*(.*)$/i.exec(param);
      if (!match) continue;
      if (!/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(match[1])) valid = false;
      else q = Number(match[1]);
    }
    const key = name.toLowerCase();
    if (valid && !weights.has(key)) weights.set(key, q);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get("*") ?? 0;
  return offered
    .map((encoding, order) => ({ encoding, order, q: weightOf(encoding) }))
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map(({ encoding }) => encoding);
}

/**
 * `bytes=-N` asks for the last N bytes; when N is at least the file's size that is the whole file
 * (RFC 9110 §14.1.2), but range-parser (inside `send`) answers 416. This rewrites that one form to
 * `bytes=0-`; every other value is returned unchanged for `send` to judge.
 */
export function normalizeSuffixRange(range: string | undefined, size: number): string | undefined {
  if (range === undefined) return undefined;
  // Exactly the forms send parses as one suffix range (it matches /^ *bytes=/, case-sensitive).
  const suffix = /^ *bytes=\s*-\s*(\d+)\s*$/.exec(range);
  if (!suffix || size === 0) return range;
  const length = Number(suffix[1]);
  return length >= size ? "bytes=0-" : range;
}

/**
 * The server code a /servercodes link carries: its `code` query value, trimmed; "" when it has none.
 * Self-contained: the page's boot script runs this very function before React does.
 */
export function readServerCode(search: string): string {
  return (new URLSearchParams(search).get("code") ?? "").trim();
}

/** The page title before the brand: "Server Code: {code}", or "Server Codes" without a code (spec section 2), in the page's words. */
export function serverCodeTitle(words: { codeTitle: (code: string) => string; emptyTitle: string }, code: string): string {
  return code ? words.codeTitle(code) : words.emptyTitle;
}

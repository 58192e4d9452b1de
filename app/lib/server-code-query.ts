/**
 * The server code a /servercodes link carries: its `code` query value, trimmed; "" when it has none.
 * Self-contained: the page's boot script runs this very function before React does.
 */
export function readServerCode(search: string): string {
  return (new URLSearchParams(search).get("code") ?? "").trim();
}

/** The server code of a /servercodes link: its `code` query value, trimmed; "" when it has none. */
export function readServerCode(search: string): string {
  return (new URLSearchParams(search).get("code") ?? "").trim();
}

/**
 * /servercodes before React: the code into the empty card, the title, and the language menu's links (prerendered
 * without it), before the first paint. The page's words in the script's `data-title`, `data-text`, `data-document-title`.
 */
export function showServerCode(): void {
  const { title = "", text = "", documentTitle = "" } = document.currentScript?.dataset ?? {};
  const code = readServerCode(location.search);
  const card = document.querySelector("[data-server-code-card]");
  if (!code || !card) return;
  const part = (name: string) => card.querySelector(`[data-part="${name}"]`)!;
  part("title").textContent = title;
  part("code").textContent = code;
  part("text").textContent = text;
  part("code").removeAttribute("hidden");
  part("copy").removeAttribute("hidden");
  part("copy").querySelector("[data-copy]")!.setAttribute("data-copy", code);
  document.title = documentTitle.split("{code}").join(code);
  // Our own path and `?lang=`, then the code as the page read it, encoded.
  for (const link of document.querySelectorAll("header a[hreflang]"))
    link.setAttribute("href", `${link.getAttribute("href")}&${new URLSearchParams({ code })}`);
}

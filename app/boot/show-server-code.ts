/** The server code of a /servercodes link: its `code` query value, trimmed; "" when it has none. Self-contained. */
export function readServerCode(search: string): string {
  return (new URLSearchParams(search).get("code") ?? "").trim();
}

/** /servercodes before React: the code into the empty card and the title before the first paint. Self-contained. */
export function showServerCode(
  readCode: typeof readServerCode,
  texts: { title: string; text: string; documentTitle: string },
): void {
  const code = readCode(location.search);
  const card = document.querySelector("[data-server-code-card]");
  if (!code || !card) return;
  const part = (name: string) => card.querySelector(`[data-part="${name}"]`)!;
  part("title").textContent = texts.title;
  part("code").textContent = code;
  part("text").textContent = texts.text;
  part("code").removeAttribute("hidden");
  part("copy").removeAttribute("hidden");
  part("copy").querySelector("[data-copy]")!.setAttribute("data-copy", code);
  document.title = texts.documentTitle.split("{code}").join(code);
}

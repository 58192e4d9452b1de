/**
 * /servercodes before React: the page is prerendered without a code (its empty state), so this puts the
 * link's code into the card, with its heading, instructions and copy button, and sets the document
 * title, before the card is painted. After hydration React renders the same values: no change on
 * screen, no layout shift.
 *
 * Self-contained (serialized by inlineScript). `texts.documentTitle` holds "{code}" where the code goes.
 */
export function showServerCode(
  readCode: (search: string) => string,
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

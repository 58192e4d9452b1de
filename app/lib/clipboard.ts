/**
 * Copies with the Clipboard API, or where it does not exist (plain-http pages, older in-app browsers and iOS)
 * with `execCommand("copy")`. A refusal by the API stands. Resolves to whether it copied; never rejects.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator.clipboard?.writeText !== "function") return legacyCopy(text, document);
    // Called before the first await, so inside the click: its user activation still counts.
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Copies from an off-screen textarea; restores focus and selection. */
export function legacyCopy(text: string, doc: Document): boolean {
  const previousFocus = doc.activeElement as HTMLElement | null;
  const selection = doc.getSelection();
  const ranges = selection ? Array.from({ length: selection.rangeCount }, (_, i) => selection.getRangeAt(i)) : [];

  const area = Object.assign(doc.createElement("textarea"), { value: text, readOnly: true });
  area.setAttribute("aria-hidden", "true");
  // 16px stops iOS from zooming in; fixed and transparent keeps the page from jumping.
  area.style.cssText = "position:fixed;top:0;left:0;width:1px;height:1px;opacity:0;font-size:16px;border:0;padding:0";
  doc.body.appendChild(area);
  area.select();
  area.setSelectionRange(0, text.length);

  try {
    return doc.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
    selection?.removeAllRanges();
    ranges.forEach((range) => selection?.addRange(range));
    previousFocus?.focus?.({ preventScroll: true });
  }
}

/** A toast's words as the `data-copied` / `data-failed` attribute app/boot/early-copy.ts reads. */
export const copyMessageAttribute = ({ title, description }: { title: string; description: string }) =>
  `${title}\n${description}`;

/**
 * Keeps keyboard focus inside a container (a modal dialog): focus moves in at once, Tab and
 * Shift+Tab cycle through the container's focusable elements, a press outside it does not move
 * focus, and focus that lands outside anyway (a script, the skip link) is pulled back. The DOM is
 * whatever document the container is in.
 */
const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest("[inert]"));
}

/** Starts trapping; returns a function that stops. The container should have tabindex="-1" as a fallback target. */
export function trapFocus(container: HTMLElement): () => void {
  const doc = container.ownerDocument;
  const first = () => focusableIn(container)[0] ?? container;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Tab") return;
    event.preventDefault();
    const items = focusableIn(container);
    if (items.length === 0) {
      container.focus();
      return;
    }
    const index = items.indexOf(doc.activeElement as HTMLElement);
    const next = event.shiftKey
      ? index <= 0
        ? items.length - 1
        : index - 1
      : index === -1 || index === items.length - 1
        ? 0
        : index + 1;
    items[next].focus();
  };
  const onFocusIn = (event: FocusEvent) => {
    if (!container.contains(event.target as Node)) first().focus();
  };
  // A press on the backdrop would otherwise blur the focused control and leave focus on <body>.
  const onPointerDown = (event: MouseEvent) => {
    if (!container.contains(event.target as Node)) event.preventDefault();
  };

  doc.addEventListener("keydown", onKeyDown, true);
  doc.addEventListener("focusin", onFocusIn, true);
  doc.addEventListener("mousedown", onPointerDown, true);
  first().focus();
  return () => {
    doc.removeEventListener("keydown", onKeyDown, true);
    doc.removeEventListener("focusin", onFocusIn, true);
    doc.removeEventListener("mousedown", onPointerDown, true);
  };
}

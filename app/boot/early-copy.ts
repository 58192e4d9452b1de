/**
 * Copy buttons that work before React has taken over the prerendered page (installed from <head>, so
 * from the first paint). A press on a `button[data-copy]` copies that attribute's text and confirms
 * with the same words as the toast React would show (`data-copied` / `data-failed`: title, a line
 * break, description), in a toast of its own at the bottom centre for `toastMs`. A button with
 * `data-copied-label` also shows that label on its `[data-copy-label]` for `labelMs`, and marks
 * itself `data-copied-until` (epoch ms) so React can carry the state on when it hydrates.
 *
 * The press is stopped here, at the window, before it reaches React's listeners on the island: React
 * replays presses made while it hydrates, and must not copy a second time. Once the button's island
 * has hydrated (`[data-island][data-hydrated]`, app/islands/define.tsx), presses pass through untouched.
 * Its toasts go in the same live region as the islands' (`[data-toast-region]`, ~/components/notify).
 *
 * Self-contained (serialized by inlineScript): `legacyCopy` comes in as an argument.
 */
export function earlyCopy(legacyCopy: (text: string, doc: Document) => boolean, toastMs: number, labelMs: number): void {
  function toast(ok: boolean, message: string) {
    const [title, description] = message.split("\n");
    let region = document.querySelector("[data-toast-region]");
    if (!region) {
      region = document.createElement("div");
      region.setAttribute("data-toast-region", "");
      region.setAttribute("aria-live", "polite");
      region.className = "fixed inset-x-4 bottom-6 z-50 flex flex-col items-center gap-2 pointer-events-none";
      document.body.appendChild(region);
    }
    const item = document.createElement("div");
    item.setAttribute("data-early-toast", "");
    item.setAttribute("data-type", ok ? "success" : "error");
    item.className = `w-full max-w-sm rounded-lg border px-4 py-3 text-sm shadow-lg ${
      ok ? "border-ok/30 bg-ok-surface text-ok-fg" : "border-danger/40 bg-danger-surface text-danger-fg"
    }`;
    const heading = document.createElement("p");
    heading.className = "font-semibold";
    heading.textContent = title;
    const text = document.createElement("p");
    text.textContent = description || "";
    item.append(heading, text);
    // A live region announces what is added after it exists: a fresh region gets its toast a frame later.
    const target = region;
    setTimeout(() => target.appendChild(item), 30);
    setTimeout(() => item.remove(), toastMs + 30);
  }

  function confirm(button: Element, ok: boolean) {
    toast(ok, button.getAttribute(ok ? "data-copied" : "data-failed") || "");
    const label = button.querySelector("[data-copy-label]");
    const copiedLabel = button.getAttribute("data-copied-label");
    if (!ok || !label || !copiedLabel) return;
    const until = String(Date.now() + labelMs);
    if (!button.hasAttribute("data-label-idle")) button.setAttribute("data-label-idle", label.textContent || "");
    button.setAttribute("data-copied-until", until);
    label.textContent = copiedLabel;
    setTimeout(() => {
      // Unless React has adopted the state in the meantime (it removes the mark), restore the label.
      if (button.getAttribute("data-copied-until") !== until) return;
      label.textContent = button.getAttribute("data-label-idle");
      button.removeAttribute("data-copied-until");
    }, labelMs);
  }

  addEventListener(
    "click",
    (event) => {
      const target = event.target;
      const button = target instanceof Element ? target.closest("button[data-copy]") : null;
      // Once the button's island has hydrated, React handles the press.
      if (!button || button.closest("[data-hydrated]")) return;
      event.stopPropagation();
      const text = button.getAttribute("data-copy") || "";
      const clipboard = navigator.clipboard;
      if (clipboard && typeof clipboard.writeText === "function") {
        clipboard.writeText(text).then(
          () => confirm(button, true),
          () => confirm(button, false),
        );
      } else {
        let copied = false;
        try {
          copied = legacyCopy(text, document);
        } catch {
          copied = false;
        }
        confirm(button, copied);
      }
    },
    true,
  );
}

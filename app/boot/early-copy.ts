import { showToast } from "~/components/notify";
import { legacyCopy } from "~/lib/clipboard";
import { COPIED_INDICATOR_MS, TOAST_DURATION_MS } from "~/lib/constants";

/**
 * Copy buttons that work before their island hydrates: a press on a `button[data-copy]` copies that
 * text, shows the toast of `data-copied` / `data-failed` ("title\ndescription") and `data-copied-label`
 * on its `[data-copy-label]`, with `data-copied-until` (epoch ms) for React to carry on.
 */
export function earlyCopy(): void {
  function confirm(button: Element, ok: boolean) {
    const [title = "", description = ""] = (button.getAttribute(ok ? "data-copied" : "data-failed") || "").split("\n");
    showToast(ok, title, description, TOAST_DURATION_MS, "data-early-toast");
    const label = button.querySelector("[data-copy-label]");
    const copiedLabel = button.getAttribute("data-copied-label");
    if (!ok || !label || !copiedLabel) return;
    const until = String(Date.now() + COPIED_INDICATOR_MS);
    if (!button.hasAttribute("data-label-idle")) button.setAttribute("data-label-idle", label.textContent || "");
    button.setAttribute("data-copied-until", until);
    label.textContent = copiedLabel;
    setTimeout(() => {
      // Unless React has adopted the state in the meantime (it removes the mark), restore the label.
      if (button.getAttribute("data-copied-until") !== until) return;
      label.textContent = button.getAttribute("data-label-idle");
      button.removeAttribute("data-copied-until");
    }, COPIED_INDICATOR_MS);
  }

  addEventListener(
    "click",
    (event) => {
      const target = event.target;
      const button = target instanceof Element ? target.closest("button[data-copy]") : null;
      // Stopped at the window until hydrated: React would replay a press made while it hydrates.
      if (!button || button.closest("[data-hydrated]")) return;
      event.stopPropagation();
      const text = button.getAttribute("data-copy") || "";
      const clipboard = navigator.clipboard;
      // Both called inside the click, so its user activation counts; a throwing legacy copy rejects.
      const copied =
        clipboard && typeof clipboard.writeText === "function"
          ? clipboard.writeText(text)
          : new Promise<void>((resolve, reject) => (legacyCopy(text, document) ? resolve() : reject()));
      copied.then(
        () => confirm(button, true),
        () => confirm(button, false),
      );
    },
    true,
  );
}

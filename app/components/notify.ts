/** Toasts: a few lines of DOM, not a toast library (sonner was about 9 KB gzip; decision 0012). */
import { TOAST_DURATION_MS } from "~/lib/constants";

export const toastRegionClass = "fixed inset-x-4 bottom-6 z-50 flex flex-col items-center gap-2 pointer-events-none";

/** Shows a toast marked `mark` for `ms`; also bundled into app/boot/early-copy.ts's boot script. */
export function showToast(ok: boolean, title: string, description: string, ms: number, mark: string): void {
  const existing = document.querySelector("[data-toast-region]");
  // The page's own region is at the end of <body>: a press made before it is parsed makes one.
  const region = existing ?? document.body.appendChild(document.createElement("section"));
  if (!existing) {
    region.setAttribute("data-toast-region", "");
    region.setAttribute("aria-live", "polite");
    region.className = "fixed inset-x-4 bottom-6 z-50 flex flex-col items-center gap-2 pointer-events-none";
  }
  const item = document.createElement("div");
  item.setAttribute(mark, "");
  item.setAttribute("data-type", ok ? "success" : "error");
  item.className = `w-full max-w-sm rounded-lg border px-4 py-3 text-sm shadow-lg ${
    ok ? "border-ok/30 bg-ok-surface text-ok-fg" : "border-danger/40 bg-danger-surface text-danger-fg"
  }`;
  item.append(...[title, description].map((line) => Object.assign(document.createElement("p"), { textContent: line })));
  item.firstElementChild!.className = "font-semibold";
  // A live region announces what is added after it exists: a fresh region gets its toast a moment later.
  if (existing) region.appendChild(item);
  else setTimeout(() => region.appendChild(item), 30);
  setTimeout(() => item.remove(), ms + (existing ? 0 : 30));
}

export function notify(ok: boolean, { title, description = "" }: { title: string; description?: string }): void {
  showToast(ok, title, description, TOAST_DURATION_MS, "data-toast");
}

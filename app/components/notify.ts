/**
 * Toasts: a few lines of DOM instead of a toast library (sonner was about 9 KB gzip, more than all of
 * an island's own code; decision 0012). One polite live region at the bottom centre of the page; each
 * toast shows for TOAST_DURATION_MS. Plain module: no React here.
 */
import { TOAST_DURATION_MS } from "~/lib/constants";

/** The toasts' live region, prerendered on every page by app/components/site-page.tsx. */
export const toastRegionClass = "fixed inset-x-4 bottom-6 z-50 flex flex-col items-center gap-2 pointer-events-none";

/**
 * Shows a toast (a title and a line below it, marked with the attribute `mark`) for `ms`. Also run
 * before the islands have hydrated by app/boot/early-copy.ts, which gets it as an argument: so it is
 * self-contained (no imports, no outer variables; the region's classes are toastRegionClass's).
 */
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
  const heading = document.createElement("p");
  heading.className = "font-semibold";
  heading.textContent = title;
  const text = document.createElement("p");
  text.textContent = description;
  item.append(heading, text);
  // A live region announces what is added after it exists: a fresh region gets its toast a moment later.
  if (existing) region.appendChild(item);
  else setTimeout(() => region.appendChild(item), 30);
  setTimeout(() => item.remove(), ms + (existing ? 0 : 30));
}

/** Shows a success (`ok`) or error toast with a title and an optional line below it; it goes away by itself. */
export function notify(ok: boolean, { title, description = "" }: { title: string; description?: string }): void {
  showToast(ok, title, description, TOAST_DURATION_MS, "data-toast");
}

/**
 * Toasts: a few lines of DOM instead of a toast library (sonner was about 9 KB gzip, more than all of
 * an island's own code; decision 0012). One polite live region at the bottom centre of the page, the
 * same one app/boot/early-copy.ts uses before the islands have hydrated, and the same look; each
 * toast shows for TOAST_DURATION_MS. Plain module: no React here.
 */
import { TOAST_DURATION_MS } from "~/lib/constants";

export type ToastKind = "success" | "error";

/** The toasts' live region, prerendered on every page by app/components/site-page.tsx. */
export const toastRegionClass = "fixed inset-x-4 bottom-6 z-50 flex flex-col items-center gap-2 pointer-events-none";
const toastClass: Record<ToastKind, string> = {
  success: "w-full max-w-sm rounded-lg border px-4 py-3 text-sm shadow-lg border-ok/30 bg-ok-surface text-ok-fg",
  error:
    "w-full max-w-sm rounded-lg border px-4 py-3 text-sm shadow-lg border-danger/40 bg-danger-surface text-danger-fg",
};

/** Shows a toast with a title and an optional line below it; it goes away by itself. */
export function notify(
  kind: ToastKind,
  title: string,
  options?: { description?: string },
  doc: Document = document,
): void {
  let region = doc.querySelector<HTMLElement>("[data-toast-region]");
  const fresh = !region;
  if (!region) {
    // Only where the page has none (app/components/site-page.tsx renders it on every page).
    region = doc.createElement("section");
    region.setAttribute("data-toast-region", "");
    region.setAttribute("aria-live", "polite");
    region.className = toastRegionClass;
    doc.body.appendChild(region);
  }
  const item = doc.createElement("div");
  item.setAttribute("data-toast", "");
  item.setAttribute("data-type", kind);
  item.className = toastClass[kind];
  const heading = doc.createElement("p");
  heading.className = "font-semibold";
  heading.textContent = title;
  const text = doc.createElement("p");
  text.textContent = options?.description ?? "";
  item.append(heading, text);
  // A live region announces what is added after it exists: a fresh region gets its toast a frame later.
  const target = region;
  const show = () => target.appendChild(item);
  if (fresh) setTimeout(show, 30);
  else show();
  setTimeout(() => item.remove(), TOAST_DURATION_MS + (fresh ? 30 : 0));
}

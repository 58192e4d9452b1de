/**
 * An open page that shows a status (a game's page, /status) follows its own live rendering: every `FOLLOW_MS` while
 * the tab is visible (none while hidden, at once when shown again after that long), it asks for its own URL again
 * (no-cache: a 304 when nothing changed, skipped by its ETag) and puts each region marked `data-live-region` of the
 * new rendering in place of the old one. Islands stay outside those regions, so nothing hydrated is replaced.
 */
import { FOLLOW_MS } from "~/lib/constants";

/** Replaces each live region of `page` whose markup differs in `next`; how many it replaced. */
export function swapRegions(page: Document, next: Document): number {
  let swapped = 0;
  for (const region of page.querySelectorAll<HTMLElement>("[data-live-region]")) {
    const fresh = next.querySelector(`[data-live-region="${CSS.escape(region.dataset.liveRegion ?? "")}"]`);
    if (!fresh || fresh.outerHTML === region.outerHTML) continue;
    region.replaceWith(page.importNode(fresh, true));
    swapped += 1;
  }
  return swapped;
}

export function followPage(): void {
  let last = Date.now();
  let etag: string | null = null;
  const poll = async () => {
    if (document.visibilityState !== "visible") return;
    last = Date.now();
    const response = await fetch(location.pathname, { cache: "no-cache", credentials: "same-origin" }).catch(
      () => undefined,
    );
    if (!response?.ok || response.headers.get("etag") === etag) return;
    etag = response.headers.get("etag");
    swapRegions(document, new DOMParser().parseFromString(await response.text(), "text/html"));
  };
  setInterval(() => void poll(), FOLLOW_MS);
  document.addEventListener("visibilitychange", () => {
    if (Date.now() - last >= FOLLOW_MS) void poll();
  });
}

import type { joinLinkParams, readJoinTarget } from "~/lib/join-links";

/** /joiner before React: shows the invalid-link state before the first paint. Self-contained. */
export function showJoinerState(read: typeof readJoinTarget, names: typeof joinLinkParams): void {
  const query = new URLSearchParams(location.search);
  if (typeof read((field) => query.get(names[field])) !== "string") return;
  document.querySelector('[data-join-state="joining"]')?.setAttribute("hidden", "");
  document.querySelector('[data-join-state="invalid"]')?.removeAttribute("hidden");
}

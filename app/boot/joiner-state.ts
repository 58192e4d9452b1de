import { joinLinkParams, readJoinTarget } from "~/lib/join-links";

/** /joiner before React: shows the invalid-link state before the first paint. */
export function showJoinerState(): void {
  const query = new URLSearchParams(location.search);
  if (typeof readJoinTarget((field) => query.get(joinLinkParams[field])) !== "string") return;
  document.querySelector('[data-join-state="joining"]')?.setAttribute("hidden", "");
  document.querySelector('[data-join-state="invalid"]')?.removeAttribute("hidden");
}

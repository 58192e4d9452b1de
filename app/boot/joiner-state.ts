import type { joinLinkParams, readJoinTarget } from "~/lib/join-links";

/**
 * /joiner before React: for a link with missing or malformed values, shows the invalid-link state instead
 * of "Joining Roblox Game..." before it is painted. Self-contained: what it uses comes in as arguments.
 */
export function showJoinerState(read: typeof readJoinTarget, names: typeof joinLinkParams): void {
  const query = new URLSearchParams(location.search);
  if (typeof read((field) => query.get(names[field])) !== "string") return;
  document.querySelector('[data-join-state="joining"]')?.setAttribute("hidden", "");
  document.querySelector('[data-join-state="invalid"]')?.removeAttribute("hidden");
}

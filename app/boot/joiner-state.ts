import type { joinLinkParams, readJoinTarget } from "~/lib/join-links";

/**
 * /joiner before React: the page is prerendered in its "Joining Roblox Game..." state; for a link
 * that is missing values or carries malformed ones this shows the invalid-link state (with the form
 * that makes a working link) instead, before it is painted. React renders the same state once it has
 * hydrated (it also logs the spec's message).
 *
 * Self-contained (serialized by inlineScript): the validation (`readJoinTarget`) and the names of the
 * link's parameters (`joinLinkParams`) come in as arguments.
 */
export function showJoinerState(read: typeof readJoinTarget, names: typeof joinLinkParams): void {
  const query = new URLSearchParams(location.search);
  if (typeof read((field) => query.get(names[field])) !== "string") return;
  document.querySelector('[data-join-state="joining"]')?.setAttribute("hidden", "");
  document.querySelector('[data-join-state="invalid"]')?.removeAttribute("hidden");
}

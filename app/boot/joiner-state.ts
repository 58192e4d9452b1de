/**
 * /joiner before React: the page is prerendered in its "Joining Roblox Game..." state; for a link
 * that is missing values or carries malformed ones this shows the invalid-link state (with the form
 * that makes a working link) instead, before it is painted. React renders the same state once it has
 * hydrated (it also logs the spec's message).
 *
 * Self-contained (serialized by inlineScript): the validation (`joinerProblem`) and the names of the
 * link's parameters (`joinLinkParams`) come in as arguments.
 */
export function showJoinerState(
  problem: (placeId: string | null, serverId: string | null, linkCode: string | null, shareCode: string | null) => string | null,
  names: { placeId: string; serverId: string; linkCode: string; shareCode: string },
): void {
  const query = new URLSearchParams(location.search);
  const get = (name: string) => query.get(name);
  if (problem(get(names.placeId), get(names.serverId), get(names.linkCode), get(names.shareCode)) === null) return;
  document.querySelector('[data-join-state="joining"]')?.setAttribute("hidden", "");
  document.querySelector('[data-join-state="invalid"]')?.removeAttribute("hidden");
}

/**
 * /joiner before React: the page is prerendered in its "Joining Roblox Game..." state; for a link
 * whose PlaceId or ServerId is missing or malformed this shows the invalid-link state instead, before
 * it is painted. React renders the same state once it has hydrated (it also logs the spec's message).
 *
 * Self-contained (serialized by inlineScript): the validation comes in as an argument.
 */
export function showJoinerState(problem: (placeId: string | null, serverId: string | null) => string | null): void {
  const query = new URLSearchParams(location.search);
  if (problem(query.get("PlaceId"), query.get("ServerId")) === null) return;
  document.querySelector('[data-join-state="joining"]')?.setAttribute("hidden", "");
  document.querySelector('[data-join-state="invalid"]')?.removeAttribute("hidden");
}

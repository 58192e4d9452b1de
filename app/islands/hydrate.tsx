/**
 * The browser half of the islands (./island.tsx): each island's entry calls hydrateIsland, which
 * hydrates every element of the page that names it, with the props and words written on it. Once
 * every island of the page has hydrated, `<html data-hydrated>` is set; app/boot/early-copy.ts stands
 * aside for an island as soon as that island carries `data-hydrated`.
 */
import { hydrateRoot } from "react-dom/client";
import { identifierPrefix, islandTree, type IslandData, type IslandDefinition } from "~/islands/define";

export function hydrateIsland<P extends object>(island: IslandDefinition<P>) {
  for (const element of document.querySelectorAll<HTMLElement>(`[data-island="${island.name}"]`)) {
    const data = JSON.parse(element.dataset.islandProps ?? "{}") as IslandData;
    hydrateRoot(element, islandTree(island, data, () => markHydrated(element)), { identifierPrefix: identifierPrefix(island.name) });
  }
}

function markHydrated(element: HTMLElement) {
  element.dataset.hydrated = "true";
  if (!document.querySelector("[data-island]:not([data-hydrated])")) document.documentElement.dataset.hydrated = "true";
}

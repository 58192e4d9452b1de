/** Where an island goes in a page: app/pages/[...path].astro renders it into the slot of its name. */
import { createContext, use, type ReactNode } from "react";
import type { IslandName } from "~/islands/registry";

/** Given by app/components/site-page.tsx: the islands Astro rendered, by slot name in camelCase. */
export const IslandSlots = createContext<Record<string, ReactNode>>({});

export function Island({ name }: { name: IslandName }) {
  const slot = use(IslandSlots)[name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())];
  if (slot === undefined) throw new Error(`<Island name="${name}">: the page names no props for it in its \`islands\``);
  return slot;
}

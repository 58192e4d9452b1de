/**
 * Where an island goes in a page: a page module names its islands' props (`islands` in
 * app/routes/pages.ts), app/pages/[...path].astro renders each into the page's slot of its name, and
 * the page places it with `<Island name="loader-command" />`.
 */
import { createContext, use, type ReactNode } from "react";
import type { IslandName } from "~/islands/registry";

type Slots = Record<string, ReactNode>;
const SlotsContext = createContext<Slots>({});

/** Given by app/components/site-page.tsx: the islands Astro rendered, by slot name in camelCase. */
export function IslandSlots({ value, children }: { value: Slots; children: ReactNode }) {
  return <SlotsContext value={value}>{children}</SlotsContext>;
}

/** The island `name`, rendered by Astro with its props; the page must name its props in `islands`. */
export function Island({ name }: { name: IslandName }) {
  const slot = use(SlotsContext)[name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())];
  if (slot === undefined) throw new Error(`<Island name="${name}">: the page names no props for it in its \`islands\``);
  return slot;
}

/**
 * `npm run dev` only: the dev server renders pages as the build does but has no island build, so
 * this one module (added by app/pages/[...path].astro in development) hydrates the islands the page contains,
 * each loaded from its own file here by its name. Never in a build: postbuild gives each built page
 * its own island entries instead.
 */
// React Refresh's hooks, which the dev transform gives every component module, need this first
// (Astro adds it only to pages with a client: directive).
import "@vitejs/plugin-react/preamble";
import type { IslandDefinition } from "~/islands/define";
import { hydrateIsland } from "~/islands/hydrate";

const islands = import.meta.glob<{ default: IslandDefinition<object> }>("./*.tsx");

const names = new Set(
  [...document.querySelectorAll<HTMLElement>("[data-island]")].map((element) => element.dataset.island),
);
for (const name of names) {
  const load = islands[`./${name}.tsx`];
  if (load) hydrateIsland((await load()).default);
  else console.error(`app/islands/dev.ts: no island file app/islands/${name}.tsx`);
}

/**
 * Islands: the parts of a prerendered page that act in the browser. React renders the whole page at
 * build time; in the browser only each island hydrates, on its own element, with `hydrateRoot`
 * (./hydrate.tsx). There is no client router: the rest of the page is HTML (decision 0012).
 *
 *   // app/islands/loader-command.tsx: one island, one file
 *   export default defineIsland("loader-command", LoaderCommand, ["home", "toasts"]);
 *   // in a route
 *   <Island island={loaderCommand} props={{ loader }} />
 *
 * An island's props and the message groups it reads travel in the page as JSON
 * (`data-island-props`). The island build (islands.vite.config.ts) writes one browser entry per set
 * of islands a page holds (build/island-entries/), each calling `hydrateIsland` for its islands;
 * postbuild gives each page the module script of its set.
 */
import { renderToString } from "react-dom/server";
import { useLocaleHandle } from "~/i18n/messages-context";
import { identifierPrefix, islandTree, type IslandData, type IslandDefinition } from "~/islands/define";
import { packMessages } from "~/islands/messages";

/**
 * Renders an island into the prerendered page: its markup from a render of its own (so React's ids
 * and tree match what `hydrateRoot` sees in the browser), inside a `display: contents` element that
 * carries its name and its data. The island sees only its props and its message groups, exactly as
 * in the browser, so one that reads anything else fails here, at build time.
 */
export function Island<P extends object>({ island, props }: { island: IslandDefinition<P>; props: P }) {
  const handle = useLocaleHandle();
  // Through JSON and back, as the browser will read it.
  const data = JSON.parse(
    JSON.stringify({ props, messages: packMessages(handle.messages, island.groups), locale: handle.locale.tag } satisfies IslandData),
  ) as IslandData;
  const html = renderToString(islandTree(island, data), { identifierPrefix: identifierPrefix(island.name) });
  return (
    <div
      data-island={island.name}
      data-island-props={JSON.stringify(data)}
      className="contents"
      // The island's own render, above: trusted markup made by React from the build's data.
      // oxlint-disable-next-line react/no-danger
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

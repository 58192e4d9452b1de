import { useLocation } from "react-router";
import type { Route } from "./+types/servercodes";
import { PageShell } from "~/components/page-shell";
import { ServerCodeCard } from "~/components/server-code-card";
import { useHydrated } from "~/components/use-hydrated";
import { localeMeta } from "~/config/page-meta";
import { readServerCode, serverCodeTitle } from "~/lib/server-code";

// Prerendered without a query (title "Server Codes | Rift"); in the browser the title names the code.
export const meta: Route.MetaFunction = ({ location, matches }) =>
  localeMeta(matches, (m) => ({
    title: serverCodeTitle(m.meta.servercodes, readServerCode(location.search)),
    description: m.meta.servercodes.description,
    path: "/servercodes",
    noindex: true,
  }));

export default function ServerCodes() {
  // The prerendered HTML has no code: hydrate that, then show the link's (already on screen, put
  // there by the page's boot script).
  const hydrated = useHydrated();
  const { search } = useLocation();
  return (
    <PageShell>
      <ServerCodeCard code={hydrated ? readServerCode(search) : ""} />
    </PageShell>
  );
}

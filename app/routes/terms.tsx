import type { Route } from "./+types/terms";
import { PageShell } from "~/components/page-shell";
import { meta as pageMeta } from "~/config/page-meta";

// Placeholder until its issue lands.
export const meta: Route.MetaFunction = () => pageMeta({ title: "terms", description: "terms", path: "/terms", noindex: true });

export default function Page() {
  return (
    <PageShell>
      <h1 className="py-12 text-3xl font-bold">terms</h1>
    </PageShell>
  );
}

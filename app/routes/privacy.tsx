import type { Route } from "./+types/privacy";
import { PageShell } from "~/components/page-shell";
import { meta as pageMeta } from "~/config/page-meta";

// Placeholder until its issue lands.
export const meta: Route.MetaFunction = () => pageMeta({ title: "privacy", description: "privacy", path: "/privacy", noindex: true });

export default function Page() {
  return (
    <PageShell>
      <h1 className="py-12 text-3xl font-bold">privacy</h1>
    </PageShell>
  );
}

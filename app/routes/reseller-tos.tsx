import type { Route } from "./+types/reseller-tos";
import { PageShell } from "~/components/page-shell";
import { meta as pageMeta } from "~/config/page-meta";

// Placeholder until its issue lands.
export const meta: Route.MetaFunction = () => pageMeta({ title: "reseller-tos", description: "reseller-tos", path: "/reseller-tos", noindex: true });

export default function Page() {
  return (
    <PageShell>
      <h1 className="py-12 text-3xl font-bold">reseller-tos</h1>
    </PageShell>
  );
}

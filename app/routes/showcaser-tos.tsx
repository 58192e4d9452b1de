import type { Route } from "./+types/showcaser-tos";
import { PageShell } from "~/components/page-shell";
import { meta as pageMeta } from "~/config/page-meta";

// Placeholder until its issue lands.
export const meta: Route.MetaFunction = () => pageMeta({ title: "showcaser-tos", description: "showcaser-tos", path: "/showcaser-tos", noindex: true });

export default function Page() {
  return (
    <PageShell>
      <h1 className="py-12 text-3xl font-bold">showcaser-tos</h1>
    </PageShell>
  );
}

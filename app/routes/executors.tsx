import { PageShell } from "~/components/page-shell";
import { brand } from "~/config/brand";
import { executors } from "~/config/executors";
import type { PageMeta } from "~/config/page-meta";
import { Island } from "~/islands/island";
import executorsStatus from "~/islands/executors-status";

export const meta: PageMeta = (m) => ({
  title: m.meta.executors.title,
  description: m.meta.executors.description(brand.name),
  path: "/executors",
});

export default function Executors() {
  return (
    <PageShell>
      <Island island={executorsStatus} props={{ executors, brandName: brand.name }} />
    </PageShell>
  );
}

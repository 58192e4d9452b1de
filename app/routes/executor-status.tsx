import { brand } from "~/config/brand";
import { executors } from "~/config/executors";
import type { PageMeta } from "~/config/page-meta";
import { Island } from "~/islands/island";
import type { PageIslands } from "~/islands/registry";
import { renderedStatus, statusTimes } from "~/lib/live-status";

export const meta: PageMeta = (m) => ({
  title: m.meta.executors.title,
  description: m.meta.executors.description(brand.name),
  path: "/executors",
});

export const islands: PageIslands = ({ locale }, status = renderedStatus("/executors")) => ({
  "executors-status": { executors, brandName: brand.name, times: statusTimes(status, locale.tag), status },
});

export default function Executors() {
  return <Island name="executors-status" />;
}

import type { Route } from "./+types/executors";
import { BackLink } from "~/components/back-link";
import { useLiveStatus } from "~/components/live-status";
import { PageShell } from "~/components/page-shell";
import { StatusNotice } from "~/components/status-notice";
import { StatusTime } from "~/components/status-time";
import { Badge } from "~/components/ui/badge";
import { brand } from "~/config/brand";
import { executors } from "~/config/executors";
import { meta as pageMeta } from "~/config/page-meta";
import { executorStatusText, platformLabels } from "~/lib/game-status";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Executor status",
    description: `Which executors work with ${brand.name} right now, on Windows, macOS, Android and iOS.`,
    path: "/executors",
  });

const cell = "px-4 py-3 max-md:flex max-md:justify-between max-md:gap-4 max-md:px-0 max-md:py-1.5";
// On phones each row is a card and each cell says what it is (its column's name).
const label = "md:hidden text-muted";

export default function Executors() {
  const status = useLiveStatus();
  return (
    <PageShell>
      <StatusNotice notice={status.notice} />
      <div className="flex flex-col gap-8 pt-4 pb-4">
        <header className="flex flex-col items-start gap-4">
          <BackLink to="/">Back to Home</BackLink>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Executor status</h1>
          <p className="max-w-2xl text-muted">
            Which executors run {brand.name} right now. After a Roblox update an executor may be patched for a
            while; check back here before you try again.
          </p>
          <p className="text-sm text-muted">
            <StatusTime iso={status.updatedAt} prefix="Updated " />
          </p>
        </header>

        <table className="w-full text-sm max-md:block">
          <caption className="sr-only">Executors, their platforms, status, price and when they were last checked</caption>
          <thead className="border-b border-border text-start text-muted max-md:sr-only">
            <tr>
              <th scope="col" className="px-4 py-3 text-start font-medium">Executor</th>
              <th scope="col" className="px-4 py-3 text-start font-medium">Platforms</th>
              <th scope="col" className="px-4 py-3 text-start font-medium">Status</th>
              <th scope="col" className="px-4 py-3 text-start font-medium">Price</th>
              <th scope="col" className="px-4 py-3 text-start font-medium">Last checked</th>
            </tr>
          </thead>
          <tbody className="max-md:flex max-md:flex-col max-md:gap-3">
            {executors.map((executor) => {
              const live = status.executors.find((entry) => entry.name === executor.name);
              const text = live ? executorStatusText[live.status] : null;
              return (
                <tr
                  key={executor.name}
                  data-executor={executor.name}
                  className="border-b border-border max-md:flex max-md:flex-col max-md:rounded-2xl max-md:border max-md:bg-surface max-md:p-4"
                >
                  <th scope="row" className={`${cell} text-start font-semibold`}>
                    <span className={label}>Executor</span>
                    <a href={executor.url} target="_blank" rel="noopener noreferrer" className="rounded text-violet-300 underline underline-offset-4 hover:text-violet-200">
                      {executor.name}
                    </a>
                  </th>
                  <td className={cell}>
                    <span className={label}>Platforms</span>
                    {executor.platforms.map((platform) => platformLabels[platform]).join(", ")}
                  </td>
                  <td className={cell}>
                    <span className={label}>Status</span>
                    {text ? <Badge tone={text.tone}>{text.label}</Badge> : <span className="text-muted">Unknown</span>}
                  </td>
                  <td className={cell}>
                    <span className={label}>Price</span>
                    {executor.pricing === "free" ? "Free" : "Paid"}
                  </td>
                  <td className={`${cell} text-muted`}>
                    <span className={label}>Last checked</span>
                    {live ? <StatusTime iso={live.checkedAt} /> : "Not checked"}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </PageShell>
  );
}

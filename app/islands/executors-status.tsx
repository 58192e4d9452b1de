import { BackLink } from "~/components/back-link";
import { useLiveStatus } from "~/components/use-live-status";
import { StatusNotice } from "~/components/status-notice";
import { StatusTime } from "~/components/status-time";
import { Badge } from "~/components/ui/badge";
import { ExternalLink } from "~/components/ui/button";
import type { executors as configuredExecutors } from "~/config/executors";
import { useMessages } from "~/i18n/messages-context";
import { defineIsland } from "~/islands/define";
import { executorStatusTones } from "~/lib/game-status";

const cell = "px-4 py-3 max-md:flex max-md:justify-between max-md:gap-4 max-md:px-0 max-md:py-1.5";
// On phones each row is a card and each cell says what it is (its column's name).
const label = "md:hidden text-muted";
const link = "rounded text-violet-300 underline underline-offset-4 hover:text-violet-200";

/** /executors: every executor with its live status, the notice and "Updated … ago" (the whole page body). */
function ExecutorsStatus({ executors, brandName }: { executors: typeof configuredExecutors; brandName: string }) {
  const status = useLiveStatus();
  const messages = useMessages();
  const m = messages.executors;
  const columns = m.columns;
  return (
    <>
      <StatusNotice />
      <div className="flex flex-col gap-8 pt-4 pb-4">
        <header className="flex flex-col items-start gap-4">
          <BackLink to="/">{messages.common.backToHome}</BackLink>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{m.title}</h1>
          <p className="max-w-2xl text-muted">{m.intro(brandName)}</p>
          <p className="text-sm text-muted">
            <StatusTime iso={status.updatedAt} sentence={messages.time.updated} />
          </p>
        </header>

        <table className="w-full text-sm max-md:block">
          <caption className="sr-only">{m.caption}</caption>
          <thead className="border-b border-border text-start text-muted max-md:sr-only">
            <tr>
              {(["executor", "platforms", "status", "price", "lastChecked"] as const).map((column) => (
                <th key={column} scope="col" className="px-4 py-3 text-start font-medium">
                  {columns[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-md:flex max-md:flex-col max-md:gap-3">
            {executors.map((executor) => {
              const live = status.executors.find((entry) => entry.name === executor.name);
              const cells = {
                platforms: executor.platforms.map((platform) => messages.platforms[platform]).join(", "),
                status: live ? (
                  <Badge tone={executorStatusTones[live.status]}>{messages.status.executor[live.status]}</Badge>
                ) : (
                  <span className="text-muted">{m.unknown}</span>
                ),
                price: executor.pricing === "free" ? m.free : m.paid,
                lastChecked: live ? <StatusTime iso={live.checkedAt} /> : m.notChecked,
              };
              return (
                <tr
                  key={executor.name}
                  data-executor={executor.name}
                  className="border-b border-border max-md:flex max-md:flex-col max-md:rounded-2xl max-md:border max-md:bg-surface max-md:p-4"
                >
                  <th scope="row" className={`${cell} text-start font-semibold`}>
                    <span className={label}>{columns.executor}</span>
                    <ExternalLink href={executor.url} className={link}>
                      {executor.name}
                    </ExternalLink>
                  </th>
                  {(Object.keys(cells) as (keyof typeof cells)[]).map((column) => (
                    <td key={column} className={column === "lastChecked" ? `${cell} text-muted` : cell}>
                      <span className={label}>{columns[column]}</span>
                      {cells[column]}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

const groups = ["common", "executors", "status", "platforms", "time"] as const;
export default defineIsland("executors-status", ExecutorsStatus, groups);

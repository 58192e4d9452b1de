import { BackLink } from "~/components/back-link";
import { useLiveStatus } from "~/components/use-live-status";
import { StatusNotice } from "~/components/status-notice";
import { StatusTime } from "~/components/status-time";
import { Badge } from "~/components/ui/badge";
import type { executors as configuredExecutors } from "~/config/executors";
import { useMessages } from "~/i18n/messages-context";
import { defineIsland } from "~/islands/define";
import { executorStatusTones } from "~/lib/game-status";

const cell = "px-4 py-3 max-md:flex max-md:justify-between max-md:gap-4 max-md:px-0 max-md:py-1.5";
// On phones each row is a card and each cell says what it is (its column's name).
const label = "md:hidden text-muted";

/** /executors: every executor with its live status, the notice and "Updated … ago" (the whole page body). */
function ExecutorsStatus({ executors, brandName }: { executors: typeof configuredExecutors; brandName: string }) {
  const status = useLiveStatus();
  const messages = useMessages();
  const m = messages.executors;
  const columns = m.columns;
  return (
    <>
      <StatusNotice notice={status.notice} />
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
              <th scope="col" className="px-4 py-3 text-start font-medium">{columns.executor}</th>
              <th scope="col" className="px-4 py-3 text-start font-medium">{columns.platforms}</th>
              <th scope="col" className="px-4 py-3 text-start font-medium">{columns.status}</th>
              <th scope="col" className="px-4 py-3 text-start font-medium">{columns.price}</th>
              <th scope="col" className="px-4 py-3 text-start font-medium">{columns.lastChecked}</th>
            </tr>
          </thead>
          <tbody className="max-md:flex max-md:flex-col max-md:gap-3">
            {executors.map((executor) => {
              const live = status.executors.find((entry) => entry.name === executor.name);

              return (
                <tr
                  key={executor.name}
                  data-executor={executor.name}
                  className="border-b border-border max-md:flex max-md:flex-col max-md:rounded-2xl max-md:border max-md:bg-surface max-md:p-4"
                >
                  <th scope="row" className={`${cell} text-start font-semibold`}>
                    <span className={label}>{columns.executor}</span>
                    <a href={executor.url} target="_blank" rel="noopener noreferrer" className="rounded text-violet-300 underline underline-offset-4 hover:text-violet-200">
                      {executor.name}
                    </a>
                  </th>
                  <td className={cell}>
                    <span className={label}>{columns.platforms}</span>
                    {executor.platforms.map((platform) => messages.platforms[platform]).join(", ")}
                  </td>
                  <td className={cell}>
                    <span className={label}>{columns.status}</span>
                    {live ? (
                      <Badge tone={executorStatusTones[live.status]}>{messages.status.executor[live.status]}</Badge>
                    ) : (
                      <span className="text-muted">{m.unknown}</span>
                    )}
                  </td>
                  <td className={cell}>
                    <span className={label}>{columns.price}</span>
                    {executor.pricing === "free" ? m.free : m.paid}
                  </td>
                  <td className={`${cell} text-muted`}>
                    <span className={label}>{columns.lastChecked}</span>
                    {live ? <StatusTime iso={live.checkedAt} /> : m.notChecked}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

export default defineIsland("executors-status", ExecutorsStatus, ["common", "executors", "status", "platforms", "time"]);

/** The landing page's three islands in one module (one file to load), and /executors', which shares the live status. */
import Code2 from "lucide-react/icons/code-2";
import Info from "lucide-react/icons/info";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import { useId, useRef, type ComponentProps } from "react";
import { notify } from "~/components/notify";
import { PageHeader } from "~/components/page-header";
import { SiteLink } from "~/components/site-link";
import { StatusTime, type BuiltTimes } from "~/components/status-time";
import { Badge } from "~/components/ui/badge";
import { Button, ExternalLink } from "~/components/ui/button";
import { CodeField } from "~/components/ui/code-field";
import { useLiveStatus } from "~/lib/live-status";
import type { games as configuredGames } from "~/config/brand";
import type { executors as configuredExecutors } from "~/config/executors";
import { executorStatusTones, gameSlug, gameStatusTones, unsetGame, type GameStatus } from "~/config/status-schema";
import type { StatusFile } from "~/config/status-schema";
import { useLocale } from "~/i18n/messages-context";
import type { Messages } from "~/i18n/messages/en";
import { say, type IslandWords } from "~/i18n/words";
import { defineIsland } from "~/islands/define";
import { copyMessageAttribute, copyText } from "~/lib/clipboard";
import { formatUtcTime } from "~/lib/format";

/** Maintenance that starts within a day (or runs), by game title ("All games"): what the landing page announces. */
function soonMaintenance(windows: StatusFile["maintenance"], titles: Record<string, string>, allGames: string) {
  const now = Date.now();
  return (windows ?? [])
    .filter(({ from, to }) => Date.parse(from) - now <= 86_400_000 && Date.parse(to) > now)
    .map((window) => ({ ...window, name: window.game === "all" ? allGames : (titles[window.game] ?? window.game) }));
}

type NoticeProps = { titles?: Record<string, string>; status: StatusFile; words: IslandWords<"status"> };

/** A line of the notice: information, or a warning. */
function Callout({ warning, children, ...data }: ComponentProps<"p"> & { warning?: boolean }) {
  const Icon = warning ? TriangleAlert : Info;
  return (
    <p
      {...data}
      className={`mx-auto mt-4 flex max-w-2xl items-start gap-3 rounded-xl border px-4 py-3 text-start text-sm ${
        warning ? "border-warn/40 bg-warn/10 text-fg" : "border-accent/40 bg-accent/10 text-fg"
      }`}
    >
      <Icon size={18} aria-hidden="true" className={`mt-0.5 shrink-0 ${warning ? "text-warn" : "text-violet-300"}`} />
      <span>{children}</span>
    </p>
  );
}

/** The site-wide notice from status.json. The live region is always there, so a notice arriving live is announced. */
function Notice({ titles = {}, status, words }: NoticeProps) {
  const { notice, maintenance } = useLiveStatus(status);
  const m = words.status;
  const locale = useLocale().tag;
  return (
    <div aria-live="polite" data-testid="status-notice">
      {soonMaintenance(maintenance, titles, m.allGames).map(({ name, from, note }) => (
        <Callout key={`${name} ${from}`} data-maintenance="">
          {say(m.maintenanceSoon, name, formatUtcTime(from, locale))}
          {note && <bdi lang=""> {note}</bdi>}
        </Callout>
      ))}
      {notice && (
        <Callout data-level={notice.level} warning={notice.level === "warning"}>
          <span className="sr-only">{notice.level === "warning" ? m.noticeWarning : m.noticeInfo}</span>
          <bdi>{notice.text}</bdi>
        </Callout>
      )}
    </div>
  );
}

const borders: Record<GameStatus, string> = {
  operational: "border-border",
  degraded: "border-warn/40",
  down: "border-danger/50",
  maintenance: "border-warn/40",
};

/** What a page that follows the live status gives its island. */
type Following<Props, Group extends keyof Messages> = Props & {
  brandName: string;
  times: BuiltTimes;
  status: StatusFile;
  words: IslandWords<Group>;
};

function SupportedGames({
  games,
  brandName,
  times,
  status: rendered,
  words: messages,
}: Following<{ games: typeof configuredGames }, "home" | "status" | "time">) {
  const status = useLiveStatus(rendered);
  const m = messages.home;
  return (
    <section aria-labelledby="games-title" className="pt-12">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 id="games-title" className="text-2xl font-bold">
          {m.gamesTitle}
        </h2>
        <p className="text-sm text-muted">
          <StatusTime iso={status.updatedAt} sentence={messages.time.updated} built={times} />
          <span aria-hidden="true"> · </span>
          <SiteLink to="/executors" className="rounded font-medium text-violet-300 underline-offset-4 hover:underline">
            {m.executorStatus}
          </SiteLink>
        </p>
      </div>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5" data-testid="games-grid">
        {games.map((game) => {
          const slug = gameSlug(game.title);
          // No entry: a game added to the configuration since, operational until the operator says otherwise.
          const live = status.games[slug] ?? unsetGame;
          // The spec's exact label; the status and its note are the card's description.
          const statusId = `game-status-${slug}`;
          return (
            <li
              key={game.title}
              className={`flex h-full flex-col overflow-hidden rounded-2xl border bg-surface transition-colors hover:border-accent ${borders[live.status]}`}
            >
              <ExternalLink
                href={game.gameUrl}
                aria-label={say(m.playGame, game.title, brandName)}
                aria-describedby={statusId}
                data-status={live.status}
                className="group flex flex-1 flex-col"
              >
                <img
                  src={game.image}
                  alt=""
                  width={320}
                  height={180}
                  loading="lazy"
                  decoding="async"
                  className="aspect-video w-full bg-surface-2 object-cover"
                />
                <div className="flex flex-1 flex-col items-start gap-2 p-4">
                  <span className="font-semibold">{game.title}</span>
                  <span id={statusId} className="flex flex-col items-start gap-2">
                    <Badge tone={gameStatusTones[live.status]}>{messages.status.game[live.status]}</Badge>
                    {live.note && <bdi className="text-sm text-muted">{live.note}</bdi>}
                  </span>
                </div>
              </ExternalLink>
              <SiteLink
                to={`/games/${slug}`}
                aria-label={say(m.gamePage, game.title)}
                className="flex min-h-11 items-center border-t border-border px-4 text-sm font-medium text-violet-300 hover:text-violet-200 hover:underline"
              >
                {m.gamePageShort}
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export const Games = defineIsland("games", SupportedGames, ["home", "status", "time"]);

/** The loader command and "Get Script", which copies it (from the first paint: `data-copy`) or else selects it. */
function LoaderCommandField({ loader, words }: { loader: string; words: IslandWords<"home" | "toasts"> }) {
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const { home, toasts } = words;
  const { loaderCopied: copied, loaderCopyFailed: failed } = toasts;

  function handleClick() {
    void copyText(loader).then((ok) => {
      notify(ok, ok ? copied : failed);
      if (!ok) field.current?.select();
    });
  }

  return (
    <div className="flex w-full flex-col gap-2 text-start">
      <label htmlFor={fieldId} className="text-sm text-muted">
        {home.loaderLabel}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <CodeField ref={field} id={fieldId} value={loader} />
        <Button
          onClick={handleClick}
          data-copy={loader}
          data-copied={copyMessageAttribute(copied)}
          data-failed={copyMessageAttribute(failed)}
          className="shrink-0 sm:w-40"
        >
          <Code2 size={18} aria-hidden="true" />
          {home.getScript}
        </Button>
      </div>
    </div>
  );
}

export const LoaderCommand = defineIsland("loader-command", LoaderCommandField, ["home", "toasts"]);

export const StatusNotice = defineIsland("status-notice", Notice, ["status"]);

const cell = "px-4 py-3 max-md:flex max-md:justify-between max-md:gap-4 max-md:px-0 max-md:py-1.5";
// On phones each row is a card and each cell says what it is (its column's name).
const label = "md:hidden text-muted";
const link = "rounded text-violet-300 underline underline-offset-4 hover:text-violet-200";

/** /executors: every executor with its live status, the notice and "Updated … ago" (the whole page body). */
function ExecutorsPage({
  executors,
  brandName,
  times,
  status: rendered,
  words: messages,
}: Following<{ executors: typeof configuredExecutors }, (typeof executorGroups)[number]>) {
  const status = useLiveStatus(rendered);
  const m = messages.executors;
  return (
    <>
      <Notice status={status} words={messages} />
      <div className="flex flex-col gap-8 pt-4 pb-4">
        <PageHeader back="/" backLabel={messages.common.backToHome} title={m.title} intro={say(m.intro, brandName)}>
          <p className="text-sm text-muted">
            <StatusTime iso={status.updatedAt} sentence={messages.time.updated} built={times} />
          </p>
        </PageHeader>

        <table className="w-full text-sm max-md:block">
          <caption className="sr-only">{m.caption}</caption>
          <thead className="border-b border-border text-start text-muted max-md:sr-only">
            <tr>
              {(["executor", "platforms", "status", "price", "lastChecked"] as const).map((column) => (
                <th key={column} scope="col" className="px-4 py-3 text-start font-medium">
                  {m.columns[column]}
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
                lastChecked: live ? (
                  <StatusTime iso={live.checkedAt} sentence={messages.time} built={times} />
                ) : (
                  m.notChecked
                ),
              };
              return (
                <tr
                  key={executor.name}
                  data-executor={executor.name}
                  className="border-b border-border max-md:flex max-md:flex-col max-md:rounded-2xl max-md:border max-md:bg-surface max-md:p-4"
                >
                  <th scope="row" className={`${cell} text-start font-semibold`}>
                    <span className={label}>{m.columns.executor}</span>
                    <ExternalLink href={executor.url} className={link}>
                      {executor.name}
                    </ExternalLink>
                  </th>
                  {(Object.keys(cells) as (keyof typeof cells)[]).map((column) => (
                    <td key={column} className={column === "lastChecked" ? `${cell} text-muted` : cell}>
                      <span className={label}>{m.columns[column]}</span>
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

const executorGroups = ["common", "executors", "status", "platforms", "time"] as const;
export const ExecutorsStatus = defineIsland("executors-status", ExecutorsPage, executorGroups);

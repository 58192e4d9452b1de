import { SiteLink } from "~/components/site-link";
import {
  GameStrip,
  IncidentList,
  incidentTitle,
  MaintenanceList,
  UptimeLine,
  windowText,
  word,
} from "~/components/status-history";
import { Badge } from "~/components/ui/badge";
import { brand } from "~/config/brand";
import { statusTones } from "~/config/status-schema";
import type { PageMeta } from "~/lib/page-meta";
import type { LocaleHandle } from "~/i18n/locale-handle";
import { localizedPath } from "~/i18n/locales";
import { inLanguage } from "~/components/site-page";
import { useMessages } from "~/i18n/messages-context";
import { atomFeed } from "~/status-center/atom";
import { labelOf, subjects } from "~/status-center/center";
import type { StatusData } from "~/status-center/status-data";
import { incidents, type Incident } from "~/status-center/history";

export const meta: PageMeta = (m) => ({
  title: m.meta.status.title,
  description: m.meta.status.description(brand.name),
  path: "/status",
  feed: "/status.atom",
});

export function statusFeed({ messages: m, locale }: LocaleHandle, { changes, now, windows = [] }: StatusData) {
  const page = `${brand.siteUrl}${localizedPath("/status", locale)}`;
  const text = {
    title: m.statusPage.feedTitle(brand.name),
    incidentTitle: (incident: Incident) => incidentTitle(m, incident),
    resolved: (incident: Incident) =>
      m.statusPage.resolved(labelOf(incident), word(m, incident.kind, incident.status), incident.status),
  };
  // Each maintenance window: its own entry, published when scheduled, updated when it starts, ends or is cancelled.
  const events = changes.filter((change) => change.kind === "maintenance").sort((a, b) => a.id - b.id);
  const entries = windows.map((window) => {
    const own = events.filter((change) => change.key === String(window.id));
    const cancelled = own.some((change) => change.after?.status === "cancelled");
    return {
      anchor: `maintenance-${window.id}`,
      title: `${m.maintenance.heading}: ${windowText(m, locale, window)}${cancelled ? ` (${m.maintenance.cancelled})` : ""}`,
      published: (own.find((change) => change.after?.status === "scheduled") ?? own[0])?.at ?? window.from,
      updated: own.at(-1)?.at ?? window.from,
      content: window.note,
    };
  });
  return atomFeed(incidents(changes), text, page, `${page}.atom`, locale.tag, now, entries);
}

/** The page's statuses now, history and incidents, followed while it is open; its Web Push list follows. */
export const StatusArticle = inLanguage(function StatusArticle({ data }: { data: StatusData }) {
  const m = useMessages();
  const t = m.statusPage;
  const { status } = data;
  const heading = "mt-10 mb-4 text-xl font-bold";
  return (
    // Followed while the page is open (app/boot/follow-page.ts): no island inside.
    <article className="mx-auto max-w-3xl" data-live-region="status">
      <h1 className="mt-6 text-3xl font-bold">{t.title}</h1>
      <p className="mt-3 text-muted">{t.intro(brand.name)}</p>
      {status.notice && (
        <p role="note" className="mt-6 rounded-lg border border-warn p-3">
          {m.status[status.notice.level === "warning" ? "noticeWarning" : "noticeInfo"]}
          <bdi lang="">{status.notice.text}</bdi>
        </p>
      )}
      <MaintenanceList data={data} />
      <h2 className={heading}>{t.now}</h2>
      {(["game", "executor"] as const).map((kind) => (
        <section key={kind} aria-labelledby={`now-${kind}`}>
          <h3 id={`now-${kind}`} className="mt-6 mb-2 font-semibold">
            {kind === "game" ? t.games : t.executors}
          </h3>
          <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
            {subjects
              .filter((s) => s.kind === kind)
              .map(({ key, label: name }) => {
                const live = kind === "game" ? status.games[key] : status.executors.find((e) => e.name === key);
                const value = live?.status ?? (kind === "game" ? "operational" : "working");
                return (
                  <li key={key} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                    {kind === "game" ? (
                      <SiteLink to={`/games/${key}`} className="rounded font-medium underline-offset-4 hover:underline">
                        {name}
                      </SiteLink>
                    ) : (
                      <span className="font-medium">{name}</span>
                    )}
                    <Badge tone={statusTones[kind][value]}>{word(m, kind, value)}</Badge>
                    {live && "note" in live && live.note && (
                      <bdi lang="" className="block w-full text-sm text-muted">
                        {live.note}
                      </bdi>
                    )}
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
      <h2 className={heading}>{t.history}</h2>
      {subjects
        .filter((s) => s.kind === "game")
        .map(({ key, label: name }) => (
          <section key={key} className="mt-4">
            <h3 className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4 font-semibold">
              <SiteLink to={`/games/${key}`} className="rounded underline-offset-4 hover:underline">
                {name}
              </SiteLink>
              <span className="text-sm font-normal text-muted">
                <UptimeLine data={data} game={key} days={90} />
              </span>
            </h3>
            <GameStrip data={data} game={key} name={name} />
          </section>
        ))}
      <p className="mt-2 text-sm text-muted">{m.gamePage.uptimeNote}</p>
      <h2 className={heading}>{t.incidents}</h2>
      <IncidentList data={data} />
      <p className="mt-10">
        <SiteLink to="/status.atom" className="text-violet-300 underline underline-offset-4 hover:text-fg">
          {t.feed}
        </SiteLink>
      </p>
    </article>
  );
});

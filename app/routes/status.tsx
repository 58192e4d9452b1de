import { Badge } from "~/components/ui/badge";
import { brand } from "~/config/brand";
import type { PageMeta } from "~/config/page-meta";
import { executorStatusTones, gameStatusTones } from "~/config/status-schema";
import type { LocaleHandle } from "~/i18n/locale-handle";
import { localizedPath, type Locale } from "~/i18n/locales";
import type { Messages } from "~/i18n/messages/en";
import { useLocale, useMessages } from "~/i18n/messages-context";
import { atomFeed } from "~/status-center/atom";
import { labelOf, subjects } from "~/status-center/center";
import type { StatusData } from "~/status-center/status-data";
import { dailyWorst, durationParts, incidents, type Incident } from "~/status-center/history";

export const meta: PageMeta = (m) => ({
  title: m.meta.status.title,
  description: m.meta.status.description(brand.name),
  path: "/status",
  feed: "/status.atom",
});

const day = 86_400_000;
// An operator's notes are in the language they wrote them in (lang="": unknown), each with its own direction.
type Tone = "ok" | "warn" | "danger" | "neutral";
const tones: Record<Incident["kind"], Record<string, Tone>> = { game: gameStatusTones, executor: executorStatusTones };
const marks: Record<Tone, string> = { ok: "bg-ok", warn: "bg-warn", danger: "bg-danger", neutral: "bg-muted" };

const word = (m: Messages, kind: Incident["kind"], status: string) =>
  (m.status[kind] as Record<string, string>)[status] ?? status;

/** "14:05 UTC" today, "Nov 24, 2026, 14:05 UTC" before (UTC: without a script the reader's zone is unknown). */
export function clock(ms: number, now: number, locale: Locale) {
  const date = Math.floor(ms / day) === Math.floor(now / day) ? {} : ({ dateStyle: "medium" } as const);
  return `${new Intl.DateTimeFormat(locale.tag, { ...date, timeStyle: "short", hourCycle: "h23", timeZone: "UTC" }).format(ms)} UTC`;
}

/** "42 min", "1 h 5 min": a duration in the page's words. */
export const durationText = (ms: number, t: Messages["statusPage"]) =>
  durationParts(ms)
    .map(({ unit, count }) => t.units[unit](count))
    .join(t.unitsJoin);

export const incidentTitle = (m: Messages, incident: Incident) =>
  `${labelOf(incident)}: ${word(m, incident.kind, incident.status)}`;

export function statusFeed({ messages: m, locale }: LocaleHandle, { changes, now }: StatusData) {
  const page = `${brand.siteUrl}${localizedPath("/status", locale)}`;
  const text = {
    title: m.statusPage.feedTitle(brand.name),
    incidentTitle: (incident: Incident) => incidentTitle(m, incident),
    resolved: m.statusPage.resolved,
  };
  return atomFeed(incidents(changes), text, page, `${page}.atom`, locale.tag, now);
}

export default function Status({ data }: { data?: StatusData }) {
  if (!data) throw new Error("/status renders the data its route loaded (loadStatusData)");
  const m = useMessages();
  const t = m.statusPage;
  const locale = useLocale();
  const { now, status, changes, current } = data;
  const list = incidents(changes);
  const heading = "mt-10 mb-4 text-xl font-bold";
  const dayName = new Intl.DateTimeFormat(locale.tag, { dateStyle: "medium", timeZone: "UTC" });
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="mt-6 text-3xl font-bold">{t.title}</h1>
      <p className="mt-3 text-muted">{t.intro(brand.name)}</p>
      {status.notice && (
        <p role="note" className="mt-6 rounded-lg border border-warn p-3">
          {m.status[status.notice.level === "warning" ? "noticeWarning" : "noticeInfo"]}
          <bdi lang="">{status.notice.text}</bdi>
        </p>
      )}
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
                    <span className="font-medium">{name}</span>
                    <Badge tone={tones[kind][value]}>{word(m, kind, value)}</Badge>
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
        .map(({ key, label: name }) => {
          const strip = dailyWorst(changes, "game", key, now, current[key]).map(({ day: date, status: worst }) => ({
            worst,
            text: t.day(dayName.format(Date.parse(date)), worst ? word(m, "game", worst) : t.noData),
          }));
          return (
            <section key={key} className="mt-4">
              <h3 className="mb-2 font-semibold">{name}</h3>
              <ol aria-label={t.strip(name)} className="flex h-8 gap-px">
                {strip.map(({ worst, text }) => (
                  <li
                    key={text}
                    title={text}
                    className={`flex-1 rounded-sm ${worst ? marks[tones.game[worst]!] : "bg-surface-2"}`}
                  >
                    <span className="sr-only">{text}</span>
                  </li>
                ))}
              </ol>
              {/* The days that were not operational in words on screen too: a colour alone says nothing to some. */}
              <p aria-hidden="true" className="mt-1 text-sm text-muted empty:hidden">
                {strip.flatMap(({ worst, text }) => (worst && worst !== "operational" ? [text] : [])).join(" · ")}
              </p>
            </section>
          );
        })}
      <h2 className={heading}>{t.incidents}</h2>
      {list.length === 0 && <p className="text-muted">{t.noIncidents}</p>}
      <ol className="flex flex-col gap-4">
        {list.map((incident) => {
          const statusWord = word(m, incident.kind, incident.status);
          const duration = durationText((incident.ended ?? now) - incident.began, t);
          return (
            <li
              key={incident.id}
              id={`incident-${incident.id}`}
              className="rounded-xl border border-border bg-surface p-4"
            >
              <h3 className="font-semibold">{incidentTitle(m, incident)}</h3>
              <p className="mt-1 text-sm">
                <time dateTime={new Date(incident.began).toISOString()}>
                  {incident.ended === undefined
                    ? t.since(statusWord, clock(incident.began, now, locale))
                    : `${t.lasted(statusWord, duration, incident.status)} · ${t.began(clock(incident.began, now, locale))}`}
                </time>
              </p>
              {incident.notes.map((note, index) => (
                <p key={index} lang="" dir="auto" className="mt-2 whitespace-pre-line">
                  {note}
                </p>
              ))}
            </li>
          );
        })}
      </ol>
      <p className="mt-10">
        <a
          href={localizedPath("/status.atom", locale)}
          className="text-violet-300 underline underline-offset-4 hover:text-fg"
        >
          {t.feed}
        </a>
      </p>
    </article>
  );
}

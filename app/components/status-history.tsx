/** What /status and a game's page show of the history: a game's 90 days, its uptime, the incidents, in words. */
import { statusTones, type Tone } from "~/config/status-schema";
import type { Locale } from "~/i18n/locales";
import type { Messages } from "~/i18n/messages/en";
import { useLocale, useLocaleHandle, useMessages } from "~/i18n/messages-context";
import { formatUtcTime } from "~/lib/format";
import { labelOf } from "~/status-center/center";
import { dailyWorst, durationParts, incidents, uptime, type Incident } from "~/status-center/history";
import type { Window } from "~/status-center/maintenance";
import type { StatusData } from "~/status-center/status-data";

const day = 86_400_000;
const marks: Record<Tone, string> = { ok: "bg-ok", warn: "bg-warn", danger: "bg-danger", neutral: "bg-muted" };

export const word = (m: Messages, kind: Incident["kind"], status: string) =>
  (m.status[kind] as Record<string, string>)[status] ?? status;

/** "14:05 UTC" today, "Nov 24, 2026, 14:05 UTC" before (UTC: without a script the reader's zone is unknown). */
export const clock = (ms: number, now: number, locale: Locale) =>
  formatUtcTime(ms, locale.tag, Math.floor(ms / day) !== Math.floor(now / day));

/** "42 min", "1 h 5 min": a duration in the page's words. */
export const durationText = (ms: number, t: Messages["statusPage"]) =>
  durationParts(ms)
    .map(({ unit, count }) => t.units[unit](count))
    .join(t.unitsJoin);

export const incidentTitle = (m: Messages, incident: Incident) =>
  `${labelOf(incident)}: ${word(m, incident.kind, incident.status)}`;

/** A maintenance window in words: "Fisch: Nov 30, 2026, 10:00 UTC – 12:00 UTC (2 h)" (its end's date on another day). */
export function windowText(m: Messages, locale: Locale, { game, from, to }: Pick<Window, "game" | "from" | "to">) {
  const name = game === "all" ? m.maintenance.allGames : labelOf({ kind: "game", key: game });
  const [start, end] = [clock(from, from - day, locale), clock(to, from, locale)];
  return m.maintenance.window(name, start, end, durationText(to - from, m.statusPage));
}

/** "99.2% operational in the last 90 days" (one decimal, the page's digits), or that nothing was recorded yet. */
export function UptimeLine({ data, game, days }: { data: StatusData; game: string; days: number }) {
  const m = useMessages().gamePage;
  const format = new Intl.NumberFormat(useLocale().tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const share = uptime(data.changes, game, data.now, days, data.current[game]);
  // Rounded down: 99.97% is not "100.0%".
  return <>{share === undefined ? m.noUptime(days) : m.uptime(format.format(Math.floor(share * 1000) / 10), days)}</>;
}

/** A game's 90 days: one mark per day with its worst status, in words for screen readers and under the strip. */
export function GameStrip({ data, game, name }: { data: StatusData; game: string; name: string }) {
  const m = useMessages();
  const t = m.statusPage;
  const dayName = new Intl.DateTimeFormat(useLocale().tag, { dateStyle: "medium", timeZone: "UTC" });
  const strip = dailyWorst(data.changes, "game", game, data.now, data.current[game]).map(({ day: date, status }) => ({
    worst: status,
    text: t.day(dayName.format(Date.parse(date)), status ? word(m, "game", status) : t.noData),
  }));
  return (
    <>
      <ol aria-label={t.strip(name)} className="flex h-8 gap-px">
        {strip.map(({ worst, text }) => (
          <li
            key={text}
            title={text}
            className={`flex-1 rounded-sm ${worst ? marks[statusTones.game[worst]!] : "bg-surface-2"}`}
          >
            <span className="sr-only">{text}</span>
          </li>
        ))}
      </ol>
      {/* The days that were not operational in words on screen too: a colour alone says nothing to some. */}
      <p aria-hidden="true" className="mt-1 text-sm text-muted empty:hidden">
        {strip.flatMap(({ worst, text }) => (worst && worst !== "operational" ? [text] : [])).join(" · ")}
      </p>
    </>
  );
}

/** The incidents of the last 90 days (of one game: `game`), newest first. */
export function IncidentList({ data, game }: { data: StatusData; game?: string }) {
  const { messages: m, locale } = useLocaleHandle();
  const t = m.statusPage;
  const list = incidents(data.changes).filter(
    (incident) => game === undefined || (incident.kind === "game" && incident.key === game),
  );
  if (list.length === 0) return <p className="text-muted">{t.noIncidents}</p>;
  return (
    <ol className="flex flex-col gap-4">
      {list.map((incident) => {
        const statusWord = word(m, incident.kind, incident.status);
        const began = clock(incident.began, data.now, locale);
        const duration = durationText((incident.ended ?? data.now) - incident.began, t);
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
                  ? t.since(statusWord, began, incident.status)
                  : `${t.lasted(statusWord, duration, incident.status)} · ${t.began(began)}`}
              </time>
            </p>
            {/* An operator's notes are in the language they wrote them in (lang="": unknown), each its own direction. */}
            {incident.notes.map((note, index) => (
              <p key={index} lang="" dir="auto" className="mt-2 whitespace-pre-line">
                {note}
              </p>
            ))}
          </li>
        );
      })}
    </ol>
  );
}

/** Maintenance planned or running, of every game or of `game` (and those for all games), soonest first. */
export function MaintenanceList({ data, game }: { data: StatusData; game?: string }) {
  const { messages: m, locale } = useLocaleHandle();
  const windows = (data.status.maintenance ?? []).filter(
    (each) => game === undefined || each.game === game || each.game === "all",
  );
  if (windows.length === 0) return null;
  return (
    <section aria-labelledby="maintenance-heading">
      <h2 id="maintenance-heading" className="mt-10 mb-4 text-xl font-bold">
        {m.maintenance.heading}
      </h2>
      <ul className="flex flex-col gap-3">
        {windows.map((window) => {
          const [from, to] = [Date.parse(window.from), Date.parse(window.to)];
          return (
            <li key={`${window.game} ${window.from}`} className="rounded-xl border border-border bg-surface p-4">
              <p className="font-medium">{windowText(m, locale, { game: window.game, from, to })}</p>
              {window.note && (
                <p lang="" dir="auto" className="mt-1 text-sm text-muted">
                  {window.note}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

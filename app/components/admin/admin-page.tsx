/** The admin's pages (English only: operators, not players, read them). Plain forms: they work without JavaScript. */
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { when, type AdminView, type Outcome } from "~/status-center/admin";
import { maxText } from "~/config/status-schema";
import { capitalized, labelOf } from "~/status-center/center";

const field = "min-h-11 w-full rounded-lg border border-border bg-surface-2 px-3 text-fg";

export function AdminFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </main>
  );
}

export function OutcomeMessage({ outcome }: { outcome?: Outcome }) {
  if (outcome?.alert)
    return (
      <p role="alert" className="rounded-lg border border-danger p-3 text-danger">
        {outcome.alert}
      </p>
    );
  return outcome?.done ? <output className="rounded-lg border border-ok p-3 text-ok">{outcome.done}</output> : null;
}

/**
 * The passkey button: app/status-center/passkey-client.ts runs its ceremony, and enables it once it listens
 * (a press before that would do nothing).
 */
export function PasskeyButton({ ceremony, label }: { ceremony: string; label: string }) {
  return (
    <div className="flex flex-col gap-3">
      <Button data-passkey={ceremony} disabled className="self-start">
        {label}
      </Button>
      <p data-passkey-message role="alert" className="text-danger empty:hidden" />
      <noscript>
        <p>Passkeys need JavaScript: turn it on for this page.</p>
      </noscript>
    </div>
  );
}

function SubjectForm({ subject, typed }: { subject: AdminView["subjects"][number]; typed?: Outcome["typed"] }) {
  const { kind, key, label, current } = subject;
  // A refused save shows what was typed again, beside the alert.
  const shown = typed?.kind === kind && typed.key === key ? typed : current;
  const id = `${kind}-${key}`.replace(/[^\w-]/g, "_");
  return (
    <form method="post" className="grid gap-3 rounded-xl border border-border bg-surface p-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="key" value={key} />
      <input type="hidden" name="version" value={current?.version ?? 0} />
      <label className="flex flex-col gap-1" htmlFor={`${id}-status`}>
        {kind === "notice" ? "Site notice level" : `${label} status`}
        <select id={`${id}-status`} name="status" defaultValue={shown?.status} className={field}>
          {subject.choices.map((choice) => (
            <option key={choice} value={choice}>
              {capitalized(choice)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1" htmlFor={`${id}-note`}>
        {kind === "notice" ? "Site notice text" : `${label} note`}
        <input id={`${id}-note`} name="note" defaultValue={shown?.note} maxLength={maxText} className={field} />
      </label>
      <p className="text-sm text-muted sm:col-span-2">
        {current
          ? `${shown === current ? "Set" : `Now ${change(current)}, set`} by ${current.actor}, ${when(current.at)}`
          : "Never set"}
      </p>
      <Button type="submit" className="sm:col-span-2 sm:justify-self-start">
        {kind === "notice" ? "Save site notice" : `Save ${label}`}
      </Button>
    </form>
  );
}

const utc = (ms: number) => new Date(ms).toISOString().slice(0, 16);
const gameName = (game: string) => (game === "all" ? "All games" : labelOf({ kind: "game", key: game }));

/** Maintenance announced ahead: plan a window, see and cancel those planned or running. */
function MaintenanceSection({ view, typed }: { view: AdminView; typed?: Outcome["typed"] }) {
  return (
    <section className="flex flex-col gap-3" aria-labelledby="maintenance-heading">
      <h2 id="maintenance-heading" className="text-xl font-semibold">
        Scheduled maintenance
      </h2>
      <form method="post" className="grid gap-3 rounded-xl border border-border bg-surface p-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="schedule-maintenance" />
        <label className="flex flex-col gap-1 sm:col-span-2">
          Maintenance for
          <select name="game" defaultValue={typed?.key ?? "all"} className={field}>
            <option value="all">All games</option>
            {view.subjects
              .filter((subject) => subject.kind === "game")
              .map((subject) => (
                <option key={subject.key} value={subject.key}>
                  {subject.label}
                </option>
              ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          Maintenance starts (UTC)
          <input type="datetime-local" name="from" required defaultValue={typed?.status} className={field} />
        </label>
        <label className="flex flex-col gap-1">
          Maintenance ends (UTC)
          <input type="datetime-local" name="to" required defaultValue={typed?.to} className={field} />
        </label>
        <label className="flex flex-col gap-1 sm:col-span-2">
          Maintenance note
          <input name="note" maxLength={maxText} defaultValue={typed?.note} className={field} />
        </label>
        <Button type="submit" className="sm:col-span-2 sm:justify-self-start">
          Schedule maintenance
        </Button>
      </form>
      {view.maintenance.length > 0 && (
        <ul className="flex flex-col gap-2">
          {view.maintenance.map((window) => (
            <li
              key={window.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border p-3"
            >
              <span>
                {gameName(window.game)}: {utc(window.from).replace("T", " ")} – {utc(window.to).replace("T", " ")} UTC
                {window.note && (
                  <bdi lang="" className="block text-sm text-muted">
                    {window.note}
                  </bdi>
                )}
              </span>
              <form method="post">
                <input type="hidden" name="intent" value="cancel-maintenance" />
                <input type="hidden" name="window" value={window.id} />
                <Button type="submit" variant="secondary">
                  {`Cancel maintenance of ${gameName(window.game)}, ${utc(window.from).replace("T", " ")} UTC`}
                </Button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const change = (state?: { status: string; note: string }) =>
  state ? `${capitalized(state.status)}${state.note ? `: ${state.note}` : ""}` : "—";

export function AdminDashboard({ operator, view, outcome }: { operator: string; view: AdminView; outcome?: Outcome }) {
  return (
    <>
      <form method="post" className="flex flex-wrap items-center justify-between gap-3">
        <p>Signed in as {operator}</p>
        <input type="hidden" name="intent" value="sign-out" />
        <Button type="submit" variant="secondary">
          Sign out
        </Button>
      </form>
      <OutcomeMessage outcome={outcome} />
      {Object.entries({ game: "Games", executor: "Executors", notice: "Site notice" }).map(([kind, title]) => (
        <section key={kind} className="flex flex-col gap-3" aria-labelledby={`${kind}-heading`}>
          <h2 id={`${kind}-heading`} className="text-xl font-semibold">
            {title}
          </h2>
          {view.subjects
            .filter((subject) => subject.kind === kind)
            .map((subject) => (
              <SubjectForm key={`${subject.kind}-${subject.key}`} subject={subject} typed={outcome?.typed} />
            ))}
        </section>
      ))}
      <MaintenanceSection view={view} typed={outcome?.typed?.kind === "maintenance" ? outcome.typed : undefined} />
      {view.failedPosts.length > 0 && (
        <section className="flex flex-col gap-2" aria-labelledby="discord-heading">
          <h2 id="discord-heading" className="text-xl font-semibold">
            Discord posts that failed
          </h2>
          <ul className="list-disc ps-5">
            {view.failedPosts.map((post) => (
              <li key={post.id}>{`${labelOf(post)}: ${capitalized(post.status)} (${when(post.at)}): ${post.error}`}</li>
            ))}
          </ul>
        </section>
      )}
      <section className="flex flex-col gap-2" aria-labelledby="audit-heading">
        <h2 id="audit-heading" className="text-xl font-semibold">
          Audit log
        </h2>
        <ol className="flex flex-col text-sm">
          {view.audit.map((entry) => (
            <li key={entry.id} className="border-t border-border py-2 break-words">
              <span className="text-muted">{when(entry.at)}</span> · {entry.actor}:{" "}
              {entry.kind === "sign-in"
                ? "signed in"
                : `${labelOf(entry)}, ${change(entry.before)} → ${change(entry.after)}`}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

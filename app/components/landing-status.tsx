import { GamesGrid } from "~/components/games-grid";
import { useLiveStatus } from "~/components/live-status";
import { SiteLink } from "~/components/site-link";
import { StatusNotice } from "~/components/status-notice";
import { StatusTime } from "~/components/status-time";
import { games } from "~/config/brand";
import { useMessages } from "~/i18n/messages-context";

/**
 * The landing page's live parts: the site notice and the Supported Games section. Nothing in them is
 * needed for the first press (links work as HTML), so home.tsx loads this module lazily: the
 * prerendered HTML shows them at once and React hydrates them when the module arrives, just after
 * the page's own modules (decision 0010).
 */
export function LandingNotice() {
  const status = useLiveStatus();
  return <StatusNotice notice={status.notice} />;
}

export function LandingGames() {
  const status = useLiveStatus();
  const { home: m, time } = useMessages();
  return (
    <section aria-labelledby="games-title" className="pt-12">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 id="games-title" className="text-2xl font-bold">
          {m.gamesTitle}
        </h2>
        <p className="text-sm text-muted">
          <StatusTime iso={status.updatedAt} sentence={time.updated} />
          <span aria-hidden="true"> · </span>
          <SiteLink to="/executors" className="rounded font-medium text-violet-300 underline-offset-4 hover:underline">
            {m.executorStatus}
          </SiteLink>
        </p>
      </div>
      <GamesGrid games={games} statuses={status.games} />
    </section>
  );
}

import { GamesGrid } from "~/components/games-grid";
import { useLiveStatus } from "~/components/use-live-status";
import { SiteLink } from "~/components/site-link";
import { StatusTime } from "~/components/status-time";
import type { games as configuredGames } from "~/config/brand";
import { useMessages } from "~/i18n/messages-context";

/** The landing page's Supported Games with their live status (the island `Games` of app/islands/landing.tsx). */
export function LandingGames({ games, brandName }: { games: typeof configuredGames; brandName: string }) {
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
      <GamesGrid games={games} brandName={brandName} statuses={status.games} />
    </section>
  );
}

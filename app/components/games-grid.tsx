import { SiteLink } from "~/components/site-link";
import { StatusTime } from "~/components/status-time";
import { Badge } from "~/components/ui/badge";
import { ExternalLink } from "~/components/ui/button";
import { useLiveStatus } from "~/components/use-live-status";
import type { games as configuredGames } from "~/config/brand";
import { useMessages } from "~/i18n/messages-context";
import { defaultGameStatus, gameSlug, statusTone, type GameStatus } from "~/lib/game-status";

/** A card's border by its game's status. */
const borders: Record<GameStatus, string> = {
  operational: "border-border",
  degraded: "border-warn/40",
  down: "border-danger/50",
  maintenance: "border-warn/40",
};

/**
 * The landing page's Supported Games with their live status and "Updated … ago" (the island `Games`
 * of app/islands/landing.tsx): 1 column on phones, 2 from md, 3 from lg, 5 from xl.
 */
export function LandingGames({ games, brandName }: { games: typeof configuredGames; brandName: string }) {
  const status = useLiveStatus();
  const messages = useMessages();
  const m = messages.home;
  return (
    <section aria-labelledby="games-title" className="pt-12">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 id="games-title" className="text-2xl font-bold">
          {m.gamesTitle}
        </h2>
        <p className="text-sm text-muted">
          <StatusTime iso={status.updatedAt} sentence={messages.time.updated} />
          <span aria-hidden="true"> · </span>
          <SiteLink to="/executors" className="rounded font-medium text-violet-300 underline-offset-4 hover:underline">
            {m.executorStatus}
          </SiteLink>
        </p>
      </div>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5" data-testid="games-grid">
        {games.map((game) => {
          const live = status.games[gameSlug(game.title)] ?? defaultGameStatus;
          // The spec's exact label; the status and its note are the card's description.
          const statusId = `game-status-${gameSlug(game.title)}`;
          return (
            <li key={game.title}>
              <ExternalLink
                href={game.gameUrl}
                aria-label={m.playGame(game.title, brandName)}
                aria-describedby={statusId}
                data-status={live.status}
                className={`group flex h-full flex-col overflow-hidden rounded-2xl border bg-surface transition-colors hover:border-accent ${borders[live.status]}`}
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
                    <Badge tone={statusTone(live.status)}>{messages.status.game[live.status]}</Badge>
                    {live.note && <span className="text-sm text-muted">{live.note}</span>}
                  </span>
                </div>
              </ExternalLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { ExternalLink } from "~/components/ui/button";
import { Badge } from "~/components/ui/badge";
import type { games } from "~/config/brand";
import type { GameLiveStatus } from "~/config/status-schema";
import { useMessages } from "~/i18n/messages-context";
import { defaultGameStatus, gameSlug, statusTone } from "~/lib/game-status";

type Game = (typeof games)[number];

/** The Supported Games grid: 1 column on phones, 2 from md, 3 from lg, 5 from xl. */
export function GamesGrid({ games, brandName, statuses }: { games: readonly Game[]; brandName: string; statuses: Record<string, GameLiveStatus> }) {
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5" data-testid="games-grid">
      {games.map((game) => (
        <li key={game.title}>
          <GameCard game={game} brandName={brandName} live={statuses[gameSlug(game.title)] ?? defaultGameStatus} />
        </li>
      ))}
    </ul>
  );
}

function GameCard({ game, brandName, live }: { game: Game; brandName: string; live: GameLiveStatus }) {
  // The spec's exact label; the status and its note are the card's description.
  const statusId = `game-status-${gameSlug(game.title)}`;
  const m = useMessages();
  return (
    <ExternalLink
      href={game.gameUrl}
      aria-label={m.home.playGame(game.title, brandName)}
      aria-describedby={statusId}
      data-status={live.status}
      className={`group flex h-full flex-col overflow-hidden rounded-2xl border bg-surface transition-colors hover:border-accent ${
        live.status === "operational" ? "border-border" : live.status === "down" ? "border-danger/50" : "border-warn/40"
      }`}
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
          <Badge tone={statusTone(live.status)}>{m.status.game[live.status]}</Badge>
          {live.note && <span className="text-sm text-muted">{live.note}</span>}
        </span>
      </div>
    </ExternalLink>
  );
}

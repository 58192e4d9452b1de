import { ExternalLink } from "~/components/ui/button";
import { Badge } from "~/components/ui/badge";
import { brand, games } from "~/config/brand";
import { statusLabel, statusTone } from "~/lib/game-status";

type Game = (typeof games)[number];

/** The Supported Games grid: 1 column on phones, 2 from md, 3 from lg, 5 from xl. */
export function GamesGrid({ games }: { games: readonly Game[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5" data-testid="games-grid">
      {games.map((game) => (
        <li key={game.title}>
          <GameCard game={game} />
        </li>
      ))}
    </ul>
  );
}

function GameCard({ game }: { game: Game }) {
  return (
    <ExternalLink
      href={game.gameUrl}
      aria-label={`Play ${game.title} with ${brand.name} script hub`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface transition-colors hover:border-accent"
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
        <Badge tone={statusTone(game.status)}>{statusLabel(game.status)}</Badge>
      </div>
    </ExternalLink>
  );
}

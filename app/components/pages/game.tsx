/** A game's page, /games/<slug>: what the script does there, whether it works now and how reliably. */
import ExternalLinkIcon from "lucide-react/icons/external-link";
import { BackLink } from "~/components/back-link";
import { SiteLink } from "~/components/site-link";
import { GameStrip, IncidentList, MaintenanceList, UptimeLine, word } from "~/components/status-history";
import { gameSlug, statusTones, unsetGame } from "~/config/status-schema";
import { Badge } from "~/components/ui/badge";
import { InlineScript } from "~/components/inline-script";
import { buttonClass, ExternalLink } from "~/components/ui/button";
import { brand, games } from "~/config/brand";
import { localize } from "~/config/localize";
import type { PageMeta } from "~/lib/page-meta";
import { localizedPath } from "~/i18n/locales";
import { useLocale, useMessages, useOperatorTranslation } from "~/i18n/messages-context";
import { inLanguage } from "~/components/site-page";
import type { StatusData } from "~/status-center/status-data";
import { pageTitleClass } from "~/components/page-header";

/** BreadcrumbList structured data (schema.org), `<` written as \u003c: it cannot end its element. */
function Breadcrumb({ game, path }: { game: string; path: string }) {
  const locale = useLocale();
  const items = [
    { name: brand.name, item: `${brand.siteUrl}${localizedPath("/", locale)}` },
    { name: game, item: `${brand.siteUrl}${localizedPath(path, locale)}` },
  ].map((entry, index) => ({ "@type": "ListItem", position: index + 1, ...entry }));
  const json = JSON.stringify({ "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: items });
  // oxlint-disable-next-line react/no-danger -- JSON of the configuration, "<" escaped: data, never run
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json.replace(/</g, "\\u003c") }} />;
}

/** What a game's page shows: the configured game (by its index) and the data its page loaded. */
type GameProps = { index: number; data: StatusData };
const heading = "mt-10 mb-3 text-xl font-bold";

export const meta = (index: number): PageMeta => {
  const { title } = games[index]!;
  return (m) => ({ title, description: m.meta.game.description(title, brand.name), path: `/games/${gameSlug(title)}` });
};

/** Its head: the game, its link and what it was built for; the loader command's island follows. */
export const GameHead = inLanguage(function GameHead({ index }: Pick<GameProps, "index">) {
  const game = games[index]!;
  const messages = useMessages();
  return (
    <>
      <Breadcrumb game={game.title} path={`/games/${gameSlug(game.title)}`} />
      <BackLink to="/">{messages.common.backToHome}</BackLink>
      <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-center">
        <img
          src={game.image}
          alt=""
          width={320}
          height={180}
          className="aspect-video w-full rounded-2xl bg-surface-2 object-cover sm:w-64"
        />
        <div className="flex flex-col items-start gap-3">
          <h1 className={pageTitleClass}>{game.title}</h1>
          <ExternalLink href={game.gameUrl} className={buttonClass("secondary")}>
            <ExternalLinkIcon size={18} aria-hidden="true" />
            {messages.gamePage.play(game.title)}
          </ExternalLink>
        </div>
      </div>
    </>
  );
});

/** Its features and its status now; the Web Push button's island follows. */
export const GameNow = inLanguage(function GameNow({ index, data }: GameProps) {
  const messages = useMessages();
  const m = messages.gamePage;
  const { features } = localize(games[index]!, useOperatorTranslation()?.games?.[index], `games[${index}]`);
  const now = data.status.games[gameSlug(games[index]!.title)] ?? unsetGame;
  return (
    <>
      <h2 className={heading}>{m.features}</h2>
      <ul className="list-disc ps-6">
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {/* Followed while the page is open (app/boot/follow-page.ts): no island inside either region. */}
      <div data-live-region="now">
        <h2 className={heading}>{m.statusNow}</h2>
        <p className="flex flex-wrap items-center gap-3">
          <Badge tone={statusTones.game[now.status]}>{word(messages, "game", now.status)}</Badge>
          {"note" in now && now.note && <bdi lang="">{now.note}</bdi>}
        </p>
      </div>
    </>
  );
});

/** Its uptime, maintenance and history, followed while open, and the way to every status. */
export const GameHistory = inLanguage(function GameHistory({ index, data }: GameProps) {
  const m = useMessages().gamePage;
  const { title } = games[index]!;
  const slug = gameSlug(title);
  return (
    <>
      <div data-live-region="history">
        <ul className="mt-4 flex flex-col gap-1 text-muted">
          {[30, 90].map((days) => (
            <li key={days}>
              <UptimeLine data={data} game={slug} days={days} />
            </li>
          ))}
        </ul>
        <p className="mt-1 text-sm text-muted">{m.uptimeNote}</p>
        <MaintenanceList data={data} game={slug} />
        <h2 className={heading}>{m.history}</h2>
        <GameStrip data={data} game={slug} name={title} />
        <h2 className={heading}>{m.incidents}</h2>
        <IncidentList data={data} game={slug} />
      </div>
      <InlineScript name="followPage" />
      <p className="mt-10">
        <SiteLink to="/status" className="text-violet-300 underline underline-offset-4 hover:text-fg">
          {m.allStatuses}
        </SiteLink>
      </p>
    </>
  );
});

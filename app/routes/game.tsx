/** A game's page, /games/<slug>: what the script does there, whether it works now and how reliably. */
import ExternalLinkIcon from "lucide-react/icons/external-link";
import { BackLink } from "~/components/back-link";
import { SiteLink } from "~/components/site-link";
import { GameStrip, IncidentList, MaintenanceList, tones, UptimeLine, word } from "~/components/status-history";
import { Badge } from "~/components/ui/badge";
import { InlineScript } from "~/components/inline-script";
import { buttonClass, ExternalLink } from "~/components/ui/button";
import { brand, loader, type games } from "~/config/brand";
import { localize } from "~/config/localize";
import type { PageMeta } from "~/config/page-meta";
import { gameSlug, unsetGame } from "~/config/status-schema";
import { localizedPath } from "~/i18n/locales";
import { useLocale, useMessages, useOperatorTranslation } from "~/i18n/messages-context";
import { Island } from "~/islands/island";
import type { PageModule } from "~/routes/page-paths";
import type { StatusData } from "~/status-center/status-data";

type Game = (typeof games)[number];

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

export function gameRoute(game: Game, index: number): PageModule {
  const slug = gameSlug(game.title);
  const path = `/games/${slug}`;
  function GamePage({ data }: { data?: StatusData }) {
    if (!data) throw new Error(`${path} renders the data its route loaded (loadStatusData)`);
    const messages = useMessages();
    const m = messages.gamePage;
    const operator = useOperatorTranslation();
    const { features } = localize(game, operator?.games?.[index], `games[${index}]`);
    const now = data.status.games[slug] ?? unsetGame;
    const heading = "mt-10 mb-3 text-xl font-bold";
    return (
      <article className="mx-auto max-w-3xl">
        <Breadcrumb game={game.title} path={path} />
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
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{game.title}</h1>
            <ExternalLink href={game.gameUrl} className={buttonClass("secondary")}>
              <ExternalLinkIcon size={18} aria-hidden="true" />
              {m.play(game.title)}
            </ExternalLink>
          </div>
        </div>
        <div className="mt-8">
          <Island name="loader-command" />
        </div>
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
            <Badge tone={tones.game[now.status]}>{word(messages, "game", now.status)}</Badge>
            {"note" in now && now.note && <bdi lang="">{now.note}</bdi>}
          </p>
        </div>
        {/* Its room is kept before the button hydrates (or where it says why it cannot work): nothing moves. */}
        <div className="mt-4 min-h-11">
          <Island name="push-button" />
        </div>
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
          <GameStrip data={data} game={slug} name={game.title} />
          <h2 className={heading}>{m.incidents}</h2>
          <IncidentList data={data} game={slug} />
        </div>
        <InlineScript name="followPage" />
        <p className="mt-10">
          <SiteLink to="/status" className="text-violet-300 underline underline-offset-4 hover:text-fg">
            {m.allStatuses}
          </SiteLink>
        </p>
      </article>
    );
  }
  const meta: PageMeta = (m) => ({
    title: game.title,
    description: m.meta.game.description(game.title, brand.name),
    path,
  });
  return {
    default: GamePage,
    meta,
    copiesEarly: true,
    islands: () => ({ "loader-command": { loader }, "push-button": { game: slug } }),
  };
}

import History from "lucide-react/icons/history";
import { useId, useRef, useState, use } from "react";
import { JoinerGames, placeLabel, serverLabel } from "~/components/join-labels";
import { useRecentJoins } from "~/components/use-recent-joins";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useLocale, useMessages } from "~/i18n/messages-context";
import { joinTargetKey } from "~/lib/join-links";
import type { RecentJoin } from "~/lib/recent-joins";
import { formatDateTime, sayTimeAgo } from "~/lib/relative-time";

/**
 * "Recent servers": what this device joined (app/lib/recent-joins.ts), newest first, each with "Join
 * again" and "Forget". Shown once storage has been read (after hydration), and only when it holds
 * something; after a Forget, focus goes to the heading so the keyboard is not lost.
 */
export function RecentJoins() {
  const { joins, now, joinAgain, forget } = useRecentJoins();
  const m = useMessages().joiner.recent;
  const locale = useLocale().tag;
  const [forgot, setForgot] = useState(false);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  if (joins === null || (joins.length === 0 && !forgot)) return null;

  function handleForget(key: string) {
    forget(key);
    setForgot(true);
    heading.current?.focus();
  }

  return (
    <Card className="w-full max-w-xl text-start">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className="flex items-center gap-2 text-lg font-semibold">
          <History size={20} aria-hidden="true" className="text-accent" />
          {m.heading}
        </h2>
        <p className="mt-1 text-sm text-muted">{m.note}</p>
        <ul className="mt-3 flex flex-col divide-y divide-border">
          {joins.map((join) => (
            <RecentJoinItem
              key={joinTargetKey(join.target)}
              join={join}
              joined={sayTimeAgo(m.joined, join.joinedAt, now, locale)}
              at={formatDateTime(join.joinedAt, locale)}
              onJoinAgain={() => joinAgain(join.target)}
              onForget={() => handleForget(joinTargetKey(join.target))}
            />
          ))}
        </ul>
      </section>
    </Card>
  );
}

function RecentJoinItem({
  join,
  joined,
  at,
  onJoinAgain,
  onForget,
}: {
  join: RecentJoin;
  /** "Joined 5 minutes ago", in the language's own sentence. */
  joined: string;
  at: string;
  onJoinAgain: () => void;
  onForget: () => void;
}) {
  const labelId = useId();
  const { place, recent: m } = useMessages().joiner;
  const server = serverLabel(place, join.target);
  return (
    <li data-testid="recent-join" className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div id={labelId} className="min-w-0">
        <p data-testid="recent-join-place" className="truncate font-semibold">
          {placeLabel(place, join.target, use(JoinerGames))}
        </p>
        <p className="text-sm text-muted">
          {server && <span className="font-mono">{server} · </span>}
          <time dateTime={new Date(join.joinedAt).toISOString()} title={at}>
            {joined}
          </time>
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button onClick={onJoinAgain} aria-describedby={labelId}>
          {m.joinAgain}
        </Button>
        <Button variant="ghost" onClick={onForget} aria-describedby={labelId}>
          {m.forget}
        </Button>
      </div>
    </li>
  );
}

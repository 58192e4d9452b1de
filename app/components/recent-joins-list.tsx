import History from "lucide-react/icons/history";
import { useEffect, useId, useRef, useState } from "react";
import { placeLabel, serverLabel, type JoinerSettings, type JoinerWords } from "~/components/join-labels";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useLocale } from "~/i18n/messages-context";
import { deepLink, isMobileUserAgent, joinTargetKey, type JoinTarget } from "~/lib/join-links";
import { forgetJoin, loadRecentJoins, RECENT_JOINS_KEY, rememberJoin, type RecentJoin } from "~/lib/recent-joins";
import { formatDateTime, sayTimeAgo } from "~/lib/relative-time";

type Props = Pick<JoinerSettings, "games"> & { words: JoinerWords };

// Kept in step with other tabs. After a Forget, focus goes to the heading so the keyboard is not lost.
export default function RecentJoins({ games, words: { place, recent: m } }: Props) {
  const locale = useLocale().tag;
  // null until storage has been read; `now` is when the list was last read or changed, for the "… ago" times.
  const [state, setState] = useState<{ joins: RecentJoin[]; now: number } | null>(null);
  const [forgot, setForgot] = useState(false);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const read = () => setState({ joins: loadRecentJoins(Date.now()), now: Date.now() });
    read();
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === RECENT_JOINS_KEY) read();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  if (state === null || (state.joins.length === 0 && !forgot)) return null;

  function joinAgain(target: JoinTarget) {
    window.location.href = deepLink(target, isMobileUserAgent(navigator.userAgent));
    setState({ joins: rememberJoin(target, Date.now()), now: Date.now() });
  }

  function handleForget(target: JoinTarget) {
    setState({ joins: forgetJoin(target, Date.now()), now: Date.now() });
    setForgot(true);
    heading.current?.focus();
  }

  return (
    <Card className="w-full max-w-xl text-start">
      <section aria-labelledby={id}>
        <h2 id={id} ref={heading} tabIndex={-1} className="flex items-center gap-2 text-lg font-semibold">
          <History size={20} aria-hidden="true" className="text-accent" />
          {m.heading}
        </h2>
        <p className="mt-1 text-sm text-muted">{m.note}</p>
        <ul className="mt-3 flex flex-col divide-y divide-border">
          {state.joins.map(({ target, joinedAt }, index) => {
            const server = serverLabel(place, target);
            const labelId = `${id}-${index}`;
            return (
              <li
                key={joinTargetKey(target)}
                data-testid="recent-join"
                className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div id={labelId} className="min-w-0">
                  <p data-testid="recent-join-place" className="truncate font-semibold">
                    {placeLabel(place, target, games)}
                  </p>
                  <p className="text-sm text-muted">
                    {server && <span className="font-mono">{server} · </span>}
                    <time dateTime={new Date(joinedAt).toISOString()} title={formatDateTime(joinedAt, locale)}>
                      {sayTimeAgo(m.joined, joinedAt, state.now, locale)}
                    </time>
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button onClick={() => joinAgain(target)} aria-describedby={labelId}>
                    {m.joinAgain}
                  </Button>
                  <Button variant="ghost" onClick={() => handleForget(target)} aria-describedby={labelId}>
                    {m.forget}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    </Card>
  );
}

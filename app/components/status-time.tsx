/** A status's time as the islands that follow the live status show it (app/islands/landing.tsx). */
import { useEffect, useState } from "react";
import { useLocale } from "~/i18n/messages-context";
import { say } from "~/i18n/words";
import { formatUtcTime } from "~/lib/format";
import { sayTimeAgo, type TimeSentence } from "~/lib/relative-time";

/** The rendered status's times in the page's language, formatted on the server (`statusTimes`): iso → text. */
export type BuiltTimes = Record<string, string>;

/**
 * "Updated 12 minutes ago" (or alone), kept current, the exact UTC time as its title and before hydration.
 * The page's first Intl formatter loads its language's data, tens of milliseconds on a phone: a time of
 * the status the page was rendered with comes formatted with it (`built`), and the relative time is written a
 * task after hydration, each a short task of its own.
 */
export function StatusTime({ iso, sentence, built }: { iso: string; sentence: TimeSentence; built: BuiltTimes }) {
  const locale = useLocale().tag;
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick);
    const timer = setInterval(tick, 60_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  const exact = built[iso] ?? formatUtcTime(iso, locale);
  const before = sentence.at === undefined ? exact : say(sentence.at, exact);
  return (
    <time dateTime={iso} title={exact}>
      {now === null ? before : sayTimeAgo(sentence, Date.parse(iso), now, locale)}
    </time>
  );
}

import { useEffect, useState } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { useLocale, useMessages } from "~/i18n/messages-context";
import { formatUtcTime } from "~/lib/format";
import { sayTimeAgo, type TimeSentence } from "~/lib/relative-time";

/**
 * A time as "Updated 12 minutes ago" in the language's own sentence (kept current every minute), or
 * alone ("12 minutes ago", "Just now") without a sentence; the exact UTC time is its title. The
 * prerendered HTML and the hydration render print the exact time (`at` places it in the sentence): the
 * build cannot know "now".
 */
export function StatusTime({ iso, sentence }: { iso: string; sentence?: TimeSentence }) {
  const hydrated = useHydrated();
  const locale = useLocale().tag;
  const justNow = useMessages().time.justNow;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const exact = formatUtcTime(iso, locale);
  const shown = hydrated ? sayTimeAgo(sentence ?? { justNow }, Date.parse(iso), now, locale) : sentence?.at?.(exact);
  return (
    <time dateTime={iso} title={exact}>
      {shown ?? exact}
    </time>
  );
}

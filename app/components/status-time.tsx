import { useEffect, useState } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { useLocale, useMessages } from "~/i18n/messages-context";
import { formatUtcTime } from "~/lib/format";
import { sayTimeAgo, sayTimeAgoAlone, type TimeSentence } from "~/lib/relative-time";

/** A language's sentence around a time, also for the exact time the prerender prints ("Updated on Nov 23…"). */
export interface StatusTimeSentence extends TimeSentence {
  at: (time: string) => string;
}

/**
 * A time as "Updated 12 minutes ago" in the language's own sentence (kept current every minute), or
 * alone ("12 minutes ago", "Just now") without a sentence; the exact UTC time is its title. The
 * prerendered HTML and the hydration render print the exact time: the build cannot know "now".
 */
export function StatusTime({ iso, sentence }: { iso: string; sentence?: StatusTimeSentence }) {
  const hydrated = useHydrated();
  const locale = useLocale().tag;
  const justNow = useMessages().time.justNow;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const exact = formatUtcTime(iso, locale);
  const then = Date.parse(iso);
  const ago = sentence ? sayTimeAgo(sentence, then, now, locale) : sayTimeAgoAlone(justNow, then, now, locale);
  return (
    <time dateTime={iso} title={exact}>
      {hydrated ? ago : sentence ? sentence.at(exact) : exact}
    </time>
  );
}

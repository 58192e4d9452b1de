import { useEffect, useState } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { useLocale } from "~/i18n/messages-context";
import { formatUtcTime } from "~/lib/format";
import { formatTimeAgo } from "~/lib/relative-time";

/**
 * A time as "12 minutes ago" (kept current every minute), with the exact UTC time as its title. The
 * prerendered HTML and the hydration render print the exact time: the build cannot know "now".
 */
export function StatusTime({ iso, prefix = "" }: { iso: string; prefix?: string }) {
  const hydrated = useHydrated();
  const locale = useLocale();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const exact = formatUtcTime(iso, locale.tag);
  return (
    <time dateTime={iso} title={exact}>
      {prefix}
      {hydrated ? formatTimeAgo(Date.parse(iso), now, locale.tag) : exact}
    </time>
  );
}

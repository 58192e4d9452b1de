import { useEffect, useState } from "react";
import { browserStorage, launch } from "~/components/join-launch";
import { deepLink, isMobileUserAgent, type JoinTarget } from "~/lib/join-links";
import { forgetJoin, loadRecentJoins, RECENT_JOINS_KEY, rememberJoin, type RecentJoin } from "~/lib/recent-joins";

/**
 * The servers this device joined, read after hydration and kept in step with other
 * tabs; "Join again" launches one (and makes it the newest), "Forget" removes one.
 */
export function useRecentJoins() {
  const [state, setState] = useState<{ joins: RecentJoin[]; now: number } | null>(null);
  const setJoins = (joins: RecentJoin[]) => setState({ joins, now: Date.now() });

  useEffect(() => {
    const read = () => setState({ joins: loadRecentJoins(browserStorage, Date.now()), now: Date.now() });
    read();
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === RECENT_JOINS_KEY) read();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  return {
    /** null until storage has been read. */
    joins: state?.joins ?? null,
    /** When the list was last read or changed: the "… ago" times are counted from there. */
    now: state?.now ?? 0,
    joinAgain(target: JoinTarget) {
      launch(deepLink(target, isMobileUserAgent(navigator.userAgent)));
      setJoins(rememberJoin(browserStorage, target, Date.now()));
    },
    forget(key: string) {
      setJoins(forgetJoin(browserStorage, key, Date.now()));
    },
  };
}

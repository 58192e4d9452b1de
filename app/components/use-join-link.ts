import { useCallback, useEffect, useMemo, useRef } from "react";
import type { AdBlockState } from "~/components/ad-block-gate";
import { useHydrated } from "~/components/use-hydrated";
import { useSearch } from "~/components/use-search";
import { browserStorage, launch } from "~/components/join-launch";
import { browserJoinUrl, deepLink, isMobileUserAgent, joinLinkParams, readJoinLink, type JoinerError, type JoinTarget } from "~/lib/join-links";
import { rememberJoin } from "~/lib/recent-joins";

export type JoinLink =
  | { status: "pending" }
  | { status: "invalid"; error: JoinerError }
  | { status: "ready"; target: JoinTarget; deepLink: string; browserUrl: string; mobile: boolean };

/**
 * /joiner's behaviour: after hydration (the prerendered HTML knows no query: "pending" until then),
 * read the link (PlaceId and ServerId, or the private-server and share kinds); log the spec's message
 * when it is wrong; otherwise open the Roblox deep link at once, as soon as the ad-block gate is
 * clear, and remember the server on this device. `noteVisitorJoin` is for the join controls: a
 * visitor who taps one before the check clears is already on the way, and the page's own launch then
 * stays away (an app-scheme navigation would cancel the https one the tap started).
 */
export function useJoinLink(adBlock: AdBlockState): { join: JoinLink; noteVisitorJoin: () => void } {
  // The prerendered HTML and the hydration render know no query ("pending"); the page's own right after.
  const query = new URLSearchParams(useSearch());
  const ready = useHydrated();
  const visitorJoined = useRef(false);
  const noteVisitorJoin = useCallback(() => {
    visitorJoined.current = true;
  }, []);
  const placeId = query.get(joinLinkParams.placeId);
  const serverId = query.get(joinLinkParams.serverId);
  const linkCode = query.get(joinLinkParams.linkCode);
  const shareCode = query.get(joinLinkParams.shareCode);

  const join = useMemo<JoinLink>(() => {
    if (!ready) return { status: "pending" };
    const values: Record<string, string | null> = {
      [joinLinkParams.placeId]: placeId,
      [joinLinkParams.serverId]: serverId,
      [joinLinkParams.linkCode]: linkCode,
      [joinLinkParams.shareCode]: shareCode,
    };
    const result = readJoinLink((name) => values[name] ?? null);
    if (!result.ok) return { status: "invalid", error: result.error };
    const mobile = isMobileUserAgent(navigator.userAgent);
    return { status: "ready", target: result.target, deepLink: deepLink(result.target, mobile), browserUrl: browserJoinUrl(result.target), mobile };
  }, [ready, placeId, serverId, linkCode, shareCode]);

  const error = join.status === "invalid" ? join.error : null;
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);

  useEffect(() => {
    if (join.status !== "ready" || adBlock !== "clear") return;
    if (!visitorJoined.current) launch(join.deepLink);
    rememberJoin(browserStorage, join.target, Date.now());
  }, [join, adBlock]);

  return { join, noteVisitorJoin };
}

import { useEffect, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { AdBlockState } from "~/components/ad-block-gate";
import { useHydrated } from "~/components/use-hydrated";
import { browserJoinUrl, deepLink, isMobileUserAgent, validateJoinerParams, type JoinerError } from "~/lib/joiner";

export type JoinLink =
  | { status: "pending" }
  | { status: "invalid"; error: JoinerError }
  | { status: "ready"; deepLink: string; browserUrl: string };

/**
 * /joiner's behaviour: after hydration (the prerendered HTML knows no query: "pending" until then),
 * validate PlaceId and ServerId; log the spec's message when they are wrong; otherwise open the
 * Roblox deep link at once, as soon as the ad-block gate is clear.
 */
export function useJoinLink(adBlock: AdBlockState): JoinLink {
  const [query] = useSearchParams();
  const ready = useHydrated();
  const placeId = query.get("PlaceId");
  const serverId = query.get("ServerId");

  const join = useMemo<JoinLink>(() => {
    if (!ready) return { status: "pending" };
    const result = validateJoinerParams(placeId, serverId);
    if (!result.ok) return { status: "invalid", error: result.error };
    const mobile = isMobileUserAgent(navigator.userAgent);
    return { status: "ready", deepLink: deepLink(result.params, mobile), browserUrl: browserJoinUrl(result.params) };
  }, [ready, placeId, serverId]);

  const error = join.status === "invalid" ? join.error : null;
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);

  const link = join.status === "ready" ? join.deepLink : null;
  useEffect(() => {
    if (link && adBlock === "clear") launch(link);
  }, [link, adBlock]);

  return join;
}

/** Hands the deep link to the browser, which asks the Roblox app to open it. */
export function launch(link: string) {
  window.location.href = link;
}

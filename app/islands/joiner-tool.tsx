import { lazy, Suspense, useEffect, useMemo, useRef } from "react";
import Gamepad2 from "lucide-react/icons/gamepad-2";
import Globe from "lucide-react/icons/globe";
import RotateCw from "lucide-react/icons/rotate-cw";
import Smartphone from "lucide-react/icons/smartphone";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import { showJoinerState } from "~/boot/joiner-state";
import { useAdBlockGate } from "~/components/ad-block-check";
import { BackLink } from "~/components/back-link";
import { InlineScript } from "~/components/inline-script";
import { JoinerConfig, placeLabel, type JoinerSettings } from "~/components/join-labels";
import { JoinLinkTool } from "~/components/join-link-tool";
import { Button, buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/components/use-hydrated";
import { useMessages } from "~/i18n/messages-context";
import { defineIsland } from "~/islands/define";
import {
  browserJoinUrl,
  deepLink,
  isMobileUserAgent,
  joinerErrors,
  joinLinkParams,
  readJoinTarget,
  type JoinTarget,
} from "~/lib/join-links";
import { rememberJoin } from "~/lib/recent-joins";

// Shown only in the browser, once the ad-block gate is clear, on a bad or missing link: its code loads
// then, not with every /joiner page (most visitors come with a working link).
const RecentJoins = lazy(() => import("~/components/recent-joins-list"));

type JoinLink =
  | { status: "pending" }
  | { status: "invalid"; error: string }
  | { status: "ready"; target: JoinTarget; deepLink: string; browserUrl: string; mobile: boolean };

/**
 * /joiner: "Joining Roblox Game..." or, for a bad or missing link, "Can't join this game" with the
 * form that makes a working link and the servers joined before. Both states are in the HTML;
 * app/boot/joiner-state.ts picks the right one before the first paint, React keeps it.
 *
 * After hydration (the prerendered HTML knows no query: "pending" until then) it reads the link
 * (PlaceId and ServerId, or the private-server and share kinds) and logs the spec's message when it
 * is wrong; otherwise it opens the Roblox deep link at once, as soon as the ad-block gate is clear,
 * and remembers the server on this device. A visitor who taps a join control before the check
 * clears is already on the way, and the page's own launch then stays away (an app-scheme navigation
 * would cancel the https one the tap started).
 */
function Joiner(config: JoinerSettings) {
  const m = useMessages().joiner;
  const adBlock = useAdBlockGate();
  const search = useHydrated() ? location.search : null;
  const visitorJoined = useRef(false);

  const join = useMemo<JoinLink>(() => {
    if (search === null) return { status: "pending" };
    const query = new URLSearchParams(search);
    const target = readJoinTarget((field) => query.get(joinLinkParams[field]));
    if (typeof target === "string") return { status: "invalid", error: joinerErrors[target] };
    const mobile = isMobileUserAgent(navigator.userAgent);
    return { status: "ready", target, deepLink: deepLink(target, mobile), browserUrl: browserJoinUrl(target), mobile };
  }, [search]);

  useEffect(() => {
    if (join.status === "invalid") console.error(join.error);
  }, [join]);

  useEffect(() => {
    if (join.status !== "ready" || adBlock !== "clear") return;
    if (!visitorJoined.current) window.location.href = join.deepLink;
    rememberJoin(join.target, Date.now());
  }, [join, adBlock]);

  // The place's name, "Launch again" (the deep link once more) and the https link as a real <a> to tap
  // (either tells the page not to launch by itself any more): on phones the tap comes first, since
  // universal links open the app only from a tap. They take their place invisibly until the link has
  // been read, so nothing moves when they appear.
  const ready = join.status === "ready";
  const mobile = ready && join.mobile;
  const visitorJoin = () => {
    visitorJoined.current = true;
  };
  const launchAgain = (
    <Button
      key="launch"
      variant={mobile ? "secondary" : "primary"}
      onClick={() => {
        visitorJoin();
        if (ready) window.location.href = join.deepLink;
      }}
      disabled={!ready}
      className="w-full sm:w-auto"
    >
      <RotateCw size={18} aria-hidden="true" />
      {m.joining.launchAgain}
    </Button>
  );
  // Desktop: a new tab, like every link to another site. Phones: this tab, where a universal link
  // hands over to the app most reliably (without the app, roblox.com opens here instead).
  const tapLink = (
    <a
      key="tap"
      href={ready ? join.browserUrl : undefined}
      onClick={ready ? visitorJoin : undefined}
      target={mobile ? undefined : "_blank"}
      rel="noopener noreferrer"
      className={buttonClass(mobile ? "primary" : "secondary", "w-full sm:w-auto")}
    >
      {mobile ? <Smartphone size={18} aria-hidden="true" /> : <Globe size={18} aria-hidden="true" />}
      {mobile ? m.joining.openInApp : m.joining.openInBrowser}
    </a>
  );

  return (
    <JoinerConfig value={config}>
      <div
        data-join-state="joining"
        hidden={join.status === "invalid"}
        className="flex flex-col items-center gap-5 py-20 text-center"
      >
        <Gamepad2 size={48} aria-hidden="true" className="animate-pulse text-accent motion-reduce:animate-none" />
        <h1 className="text-2xl font-bold sm:text-3xl">{m.joining.title}</h1>
        <p className="max-w-md text-muted">{m.joining.text}</p>
        <div className={`mt-2 flex w-full max-w-md flex-col items-center gap-3 ${ready ? "" : "invisible"}`}>
          <p data-testid="join-place" className="h-5 max-w-full truncate text-sm leading-5 text-muted">
            {ready ? placeLabel(m.place, join.target, config.games) : ""}
          </p>
          <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
            {mobile ? [tapLink, launchAgain] : [launchAgain, tapLink]}
          </div>
        </div>
      </div>
      <div
        data-join-state="invalid"
        hidden={join.status !== "invalid"}
        className="flex flex-col items-center gap-5 py-12 text-center"
      >
        <TriangleAlert size={48} aria-hidden="true" className="text-warn" />
        <h1 className="text-2xl font-bold sm:text-3xl">{m.invalid.title}</h1>
        <p className="max-w-md text-muted">
          {m.invalid.text} {m.invalid.hint}
        </p>
        <JoinLinkTool />
        {join.status === "invalid" && adBlock === "clear" && (
          <Suspense fallback={null}>
            <RecentJoins />
          </Suspense>
        )}
        <BackLink to="/">{m.invalid.backHome}</BackLink>
      </div>
      <InlineScript run={import.meta.env.SSR ? showJoinerState : undefined} args={[readJoinTarget, joinLinkParams]} />
    </JoinerConfig>
  );
}

export default defineIsland("joiner", Joiner, ["joiner"]);

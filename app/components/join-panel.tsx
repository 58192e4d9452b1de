import { Gamepad2, Globe, RotateCw, TriangleAlert } from "lucide-react";
import { showJoinerState } from "~/boot/joiner-state";
import { BackLink } from "~/components/back-link";
import { InlineScript } from "~/components/inline-script";
import { launch, type JoinLink } from "~/components/use-join-link";
import { Button, buttonClass, ExternalLink } from "~/components/ui/button";
import { joinerProblem } from "~/lib/joiner";

/**
 * What /joiner shows: "Joining Roblox Game..." or, for a bad link, "Can't join this game". Both states
 * are in the HTML; app/boot/joiner-state.ts picks the right one before the first paint, React keeps it.
 * "Launch again" and "Open in browser" take their place invisibly until the link has been read, so
 * nothing moves when they appear.
 */
export function JoinPanel({ join }: { join: JoinLink }) {
  const ready = join.status === "ready";
  return (
    <>
      <div data-join-state="joining" hidden={join.status === "invalid"} className="flex flex-col items-center gap-5 py-20 text-center">
        <Gamepad2 size={48} aria-hidden="true" className="animate-pulse text-accent motion-reduce:animate-none" />
        <h1 className="text-2xl font-bold sm:text-3xl">Joining Roblox Game...</h1>
        <p className="max-w-md text-muted">If the game doesn't launch automatically, make sure you have Roblox installed.</p>
        <div className={`mt-2 flex w-full max-w-md flex-col gap-3 sm:flex-row sm:justify-center ${ready ? "" : "invisible"}`}>
          <Button onClick={ready ? () => launch(join.deepLink) : undefined} disabled={!ready} className="w-full sm:w-auto">
            <RotateCw size={18} aria-hidden="true" />
            Launch again
          </Button>
          <ExternalLink href={ready ? join.browserUrl : undefined} className={buttonClass("secondary", "w-full sm:w-auto")}>
            <Globe size={18} aria-hidden="true" />
            Open in browser
          </ExternalLink>
        </div>
      </div>
      <div data-join-state="invalid" hidden={join.status !== "invalid"} className="flex flex-col items-center gap-5 py-20 text-center">
        <TriangleAlert size={48} aria-hidden="true" className="text-warn" />
        <h1 className="text-2xl font-bold sm:text-3xl">Can't join this game</h1>
        <p className="max-w-md text-muted">This join link is incomplete or invalid. Ask whoever shared it for a new one.</p>
        <BackLink to="/">Back to Home</BackLink>
      </div>
      <InlineScript run={showJoinerState} args={[joinerProblem]} />
    </>
  );
}

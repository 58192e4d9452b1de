import { Gamepad2, RotateCw, Globe, TriangleAlert } from "lucide-react";
import { BackLink } from "~/components/back-link";
import { launch, type JoinLink } from "~/components/use-join-link";
import { Button, buttonClass, ExternalLink } from "~/components/ui/button";

/**
 * What /joiner shows. Before hydration (and in the prerendered HTML) the query is not known yet, so
 * it shows the joining text, which is what nearly every visitor with a shared link should see.
 */
export function JoinPanel({ join }: { join: JoinLink }) {
  if (join.status === "invalid") return <InvalidLink />;
  return (
    <div className="flex flex-col items-center gap-5 py-20 text-center">
      <Gamepad2 size={48} aria-hidden="true" className="animate-pulse text-accent motion-reduce:animate-none" />
      <h1 className="text-2xl font-bold sm:text-3xl">Joining Roblox Game...</h1>
      <p className="max-w-md text-muted">If the game doesn't launch automatically, make sure you have Roblox installed.</p>
      {join.status === "ready" && (
        <div className="mt-2 flex w-full max-w-md flex-col gap-3 sm:flex-row sm:justify-center">
          <Button onClick={() => launch(join.deepLink)} className="w-full sm:w-auto">
            <RotateCw size={18} aria-hidden="true" />
            Launch again
          </Button>
          <ExternalLink href={join.browserUrl} className={buttonClass("secondary", "w-full sm:w-auto")}>
            <Globe size={18} aria-hidden="true" />
            Open in browser
          </ExternalLink>
        </div>
      )}
    </div>
  );
}

function InvalidLink() {
  return (
    <div className="flex flex-col items-center gap-5 py-20 text-center">
      <TriangleAlert size={48} aria-hidden="true" className="text-warn" />
      <h1 className="text-2xl font-bold sm:text-3xl">Can't join this game</h1>
      <p className="max-w-md text-muted">
        This join link is incomplete or invalid. Ask whoever shared it for a new one.
      </p>
      <BackLink to="/">Back to Home</BackLink>
    </div>
  );
}

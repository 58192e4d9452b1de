import { StatusNotice } from "~/components/status-notice";
import { useLiveStatus } from "~/components/use-live-status";
import { defineIsland } from "~/islands/define";

/** The site notice of the live status, on the landing page (/executors has it in its own island). */
function LiveNotice() {
  return <StatusNotice notice={useLiveStatus().notice} />;
}

export default defineIsland("status-notice", LiveNotice, ["status"]);

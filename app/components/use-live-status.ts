import { useEffect, useSyncExternalStore } from "react";
import buildStatusFile from "../../public/status.json";
import { liveStatus } from "~/config/brand";
import type { StatusFile } from "~/config/status-schema";
import { fetchLiveStatus, mergeStatus } from "~/lib/live-status";

/** The statuses the build saw (checked by `npm run check`): what the prerendered HTML shows. */
const buildStatus = buildStatusFile as StatusFile;
const getBuildStatus = () => buildStatus;

let current = buildStatus;
let started = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Once per page: after the load event, when the main thread is idle, fetch the live file. */
function refreshOnce() {
  if (started) return;
  started = true;
  const run = () =>
    void fetchLiveStatus(liveStatus.url, liveStatus.timeoutMs).then((live) => {
      if (!live) return;
      current = mergeStatus(buildStatus, live);
      for (const listener of listeners) listener();
    });
  const whenIdle = () =>
    typeof requestIdleCallback === "function" ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 100);
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}

/**
 * Game and executor statuses and the site notice: the build's in the prerendered HTML and while
 * hydrating (no mismatch), the live file's once it has loaded. Nothing changes if that fails.
 */
export function useLiveStatus(): StatusFile {
  useEffect(refreshOnce, []);
  return useSyncExternalStore(subscribe, () => current, getBuildStatus);
}

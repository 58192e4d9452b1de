/** The live status on an open page: the status its HTML was rendered with, then the live file's as it changes. */
import { useSyncExternalStore } from "react";
import { liveStatus } from "~/config/brand";
import { parseStatusFile, type StatusFile } from "~/config/status-schema";
import { FOLLOW_MS } from "~/lib/constants";
import { formatUtcTime } from "~/lib/format";

/** The live file, or null after one console warning (unreachable, slow, not OK, malformed): the page keeps its own. */
export async function fetchLiveStatus(url: string, timeoutMs: number, fetcher = fetch): Promise<StatusFile | null> {
  const signal = AbortSignal.timeout(timeoutMs);
  let reason: string;
  try {
    // no-cache: always revalidated (ETag, 304 when unchanged), never a stale copy.
    const response = await fetcher(url, { cache: "no-cache", credentials: "omit", signal });
    const parsed = response.ok ? parseStatusFile(await response.text()) : undefined;
    if (parsed?.ok) return parsed.status;
    reason = parsed
      ? `${url} is not a valid status file:\n${parsed.problems.join("\n")}`
      : `${url} answered ${response.status}`;
  } catch (error) {
    reason = signal.aborted
      ? `${url} did not answer within ${timeoutMs} ms`
      : `${url} could not be loaded (${String(error)})`;
  }
  console.warn(`Live status: ${reason}; showing the statuses the page has.`);
  return null;
}

/** A status file's times (updated, each executor's last check) as formatUtcTime writes them in `locale`: for the server to hand to islands. */
export function statusTimes(status: StatusFile, locale: string): Record<string, string> {
  const times = [status.updatedAt, ...status.executors.map((entry) => entry.checkedAt)];
  return Object.fromEntries(times.map((iso) => [iso, formatUtcTime(iso, locale)]));
}

let current: StatusFile | undefined;
let following = false;
const listeners = new Set<() => void>();

/**
 * Follows the live file from the first subscriber on: every `FOLLOW_MS` while the tab is visible (none while hidden),
 * and at once when it shows again after that long. The page's first HTML already has the status it was rendered with.
 */
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!following) follow();
  return () => listeners.delete(listener);
}

function follow() {
  following = true;
  let last = Date.now();
  const poll = async () => {
    if (document.visibilityState !== "visible") return;
    last = Date.now();
    const live = await fetchLiveStatus(liveStatus.url, liveStatus.timeoutMs);
    if (!live || JSON.stringify(live) === JSON.stringify(current)) return;
    current = live;
    for (const each of listeners) each();
  };
  setInterval(() => void poll(), FOLLOW_MS);
  document.addEventListener("visibilitychange", () => {
    if (Date.now() - last >= FOLLOW_MS) void poll();
  });
}

/** Game and executor statuses and the site notice: the page's own (`rendered`), then each change while it is open. */
export function useLiveStatus(rendered: StatusFile): StatusFile {
  return useSyncExternalStore(
    subscribe,
    () => current ?? rendered,
    () => rendered,
  );
}

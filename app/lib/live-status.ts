/** The live status: the build's in the prerender and while hydrating, then the live file's, fetched after the page. */
import { useSyncExternalStore } from "react";
import buildStatusFile from "../../public/status.json";
import { liveStatus } from "~/config/brand";
import { parseStatusFile, type StatusFile } from "~/config/status-schema";
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
  console.warn(`Live status: ${reason}; showing the statuses from the build.`);
  return null;
}

/** The live file over the build's: known entries replaced, unknown ignored, missing kept; its notice and time. */
export function mergeStatus(build: StatusFile, live: StatusFile): StatusFile {
  const games = { ...build.games };
  for (const slug of Object.keys(build.games)) if (live.games[slug]) games[slug] = live.games[slug];
  const executors = build.executors.map((entry) => live.executors.find((e) => e.name === entry.name) ?? entry);
  return {
    updatedAt: live.updatedAt,
    games,
    executors,
    ...(live.notice ? { notice: live.notice } : {}),
    ...(live.maintenance ? { maintenance: live.maintenance } : {}),
  };
}

const buildStatus = buildStatusFile as StatusFile;

/** The build's status times (updated, each executor's last check) as formatUtcTime writes them in `locale`: for the prerender to hand to islands. */
export function builtStatusTimes(locale: string): Record<string, string> {
  const times = [buildStatus.updatedAt, ...buildStatus.executors.map((entry) => entry.checkedAt)];
  return Object.fromEntries(times.map((iso) => [iso, formatUtcTime(iso, locale)]));
}
const getBuildStatus = () => buildStatus;
let current = buildStatus;
let started = false;
const listeners = new Set<() => void>();

/** The first subscriber (a hydrated island) starts the fetch: after the load event, when the main thread is idle. */
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!started) {
    started = true;
    const run = () =>
      void fetchLiveStatus(liveStatus.url, liveStatus.timeoutMs).then((live) => {
        if (!live) return;
        current = mergeStatus(buildStatus, live);
        for (const each of listeners) each();
      });
    const whenIdle = () =>
      typeof requestIdleCallback === "function" ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 100);
    if (document.readyState === "complete") whenIdle();
    else addEventListener("load", whenIdle, { once: true });
  }
  return () => listeners.delete(listener);
}

/** Game and executor statuses and the site notice, as above (no hydration mismatch). */
export function useLiveStatus(): StatusFile {
  return useSyncExternalStore(subscribe, () => current, getBuildStatus);
}

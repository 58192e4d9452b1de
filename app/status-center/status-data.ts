/** What /status shows, loaded by its route from the store: the status center now and its last 90 days. */
import type { StatusFile } from "../config/status-schema.ts";
import { gameSlugs, type Center } from "./center.ts";
import type { Window } from "./maintenance.ts";
import type { Change } from "./store.ts";

const day = 86_400_000;

/** The data of /status (each change on Node and at the edge; a static build bakes an export of it). */
export interface StatusData {
  now: number;
  status: StatusFile;
  changes: Change[];
  /** Each game's status now, by slug (a game never set is missing). */
  current: Record<string, string>;
  /** The maintenance windows of the changes (the feed words them in its language); absent in an older export. */
  windows?: Window[];
}

export async function loadStatusData(center: Center, now = Date.now()): Promise<StatusData> {
  const changes = await center.store.changes(now - 90 * day);
  const windows = await center.maintenance.since(now - 90 * day);
  const set = (await center.store.everyCurrent()).filter(({ kind, key }) => kind === "game" && gameSlugs.includes(key));
  const current = Object.fromEntries(set.map(({ key, status }) => [key, status]));
  return {
    now,
    status: await center.statusJson(),
    changes,
    current,
    windows,
  };
}

/**
 * What the build bakes into /status and its feed for static hosts (on Node and at the edge they are live): the
 * export named by STATUS_EXPORT (`npm run status -- export <file>` where the database is), else the seed with no
 * history. The build never opens a database.
 */
import { readFileSync } from "node:fs";
import type { Center } from "./center.ts";
import { loadStatusData, type StatusData } from "./status-data.ts";
import { seed } from "./seed.ts";

export function buildStatusData(file = process.env.STATUS_EXPORT): StatusData {
  if (!file) return { now: Date.now(), status: seed, changes: [], current: {} };
  const data = JSON.parse(readFileSync(file, "utf8")) as StatusData;
  if (typeof data.now !== "number" || !data.status?.games || !Array.isArray(data.changes))
    throw new Error(`STATUS_EXPORT: ${file} is not what npm run status -- export writes`);
  return data;
}

/** What a page that shows a status renders: the store's when rendered live (app/pages/live/), else the build's. */
export const pageData = (center: Center | undefined) => (center ? loadStatusData(center) : buildStatusData());

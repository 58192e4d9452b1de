/**
 * What the build bakes into /status and its feed for static hosts: the status center of the machine that builds
 * (DATA_DIR, started from public/status.json), read once per build.
 */
import { loadStatusData, type StatusData } from "../routes/status.tsx";
import { openNodeCenter } from "./node-center.ts";

const build = globalThis as { riftBuildData?: Promise<StatusData> };

export const buildStatusData = () =>
  (build.riftBuildData ??= openNodeCenter("public/status.json", () => {}).then((center) => loadStatusData(center)));

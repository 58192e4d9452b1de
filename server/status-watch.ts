import { readFile, unwatchFile, watchFile } from "node:fs";
import { site } from "../app/config/site.ts";
import { statusFileProblems, statusVocabulary } from "../app/config/status-schema.ts";
import type { Log } from "./serve.ts";

/** Checks `file` now and on each change (polled): invalid, one error line with every problem; valid again, one info. */
export function watchStatusFile(file: string, log: Log, intervalMs = 2_000): () => void {
  const known = statusVocabulary(site);
  let last: string | undefined;
  let valid = true;
  const check = () =>
    readFile(file, "utf8", (error, text) => {
      if (error || text === last) return;
      last = text;
      const problems = statusFileProblems(text, known);
      if (problems.length)
        log(
          "error",
          `the status file ${file} is invalid; pages keep the statuses of the build until it is fixed (npm run status -- check):\n${problems.join("\n")}`,
        );
      else if (!valid) log("info", `the status file ${file} is valid again`);
      valid = !problems.length;
    });
  check();
  watchFile(file, { interval: intervalMs, persistent: false }, check);
  return () => unwatchFile(file, check);
}

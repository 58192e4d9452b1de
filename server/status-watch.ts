/**
 * The server's eye on the live status file it serves (STATUS_FILE, else build/client/status.json):
 * a missing STATUS_FILE is not an error (the build's copy is served until the CLI writes it);
 * when the file changes and is invalid, one error line names it and every problem (visitors' pages
 * then keep the statuses of the build); when it is valid again, one info line.
 */
import { readFileSync, unwatchFile, watchFile } from "node:fs";
import { site } from "../app/config/site.ts";
import { statusFileProblems, statusVocabulary } from "../app/config/status-file.ts";
import type { Log } from "./log-limit.ts";

/** Checks `file` now and whenever it changes (polled every `intervalMs`); returns a function that stops watching. */
export function watchStatusFile(file: string, log: Log, intervalMs = 2_000): () => void {
  const known = statusVocabulary(site);
  let last: string | undefined;
  let valid = true;
  const check = () => {
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      // Not written yet (a fresh volume): the server serves the build's copy.
      return;
    }
    if (text === last) return;
    last = text;
    const problems = statusFileProblems(text, known);
    if (problems.length) {
      valid = false;
      log(
        "error",
        `the status file ${file} is invalid; pages keep the statuses of the build until it is fixed (npm run status -- check):\n${problems.join("\n")}`,
      );
    } else if (!valid) {
      valid = true;
      log("info", `the status file ${file} is valid again`);
    }
  };
  check();
  watchFile(file, { interval: intervalMs, persistent: false }, check);
  return () => unwatchFile(file, check);
}

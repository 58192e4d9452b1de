/**
 * The shape of `status.json` (the live status, changed by `npm run status`), checked by `npm run
 * check`, the CLI, the server and the browser: hand-written, so none of them needs zod. One line per
 * problem: `- games.blox-fruits.status: must be one of operational, degraded, down, maintenance`.
 */
import { gameStatuses, type GameStatus } from "../lib/game-status.ts";

export { gameSlug } from "../lib/game-status.ts";

export const executorStatuses = ["working", "updating", "patched"] as const;
export type ExecutorStatus = (typeof executorStatuses)[number];
export const noticeLevels = ["info", "warning"] as const;
export type NoticeLevel = (typeof noticeLevels)[number];

export interface GameLiveStatus {
  status: GameStatus;
  note?: string;
}
export interface StatusFile {
  updatedAt: string;
  games: Record<string, GameLiveStatus>;
  /** checkedAt: ISO time of the last check. */
  executors: { name: string; status: ExecutorStatus; checkedAt: string }[];
  notice?: { level: NoticeLevel; text: string };
}

/** What the file may name: the configured games' slugs and executors' names. */
export interface StatusVocabulary {
  games: readonly string[];
  executors: readonly string[];
}

const maxText = 280;
const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every problem with `value` as a status file, one line each; none means it is valid. */
export function statusProblems(value: unknown, known?: StatusVocabulary): string[] {
  if (!isRecord(value)) return ["- (root): must be an object"];
  const problems: string[] = [];
  const problem = (path: string, message: string) => problems.push(`- ${path}: ${message}`);
  const oneOf = (path: string, v: unknown, list: readonly string[]) => {
    if (!list.includes(v as string)) problem(path, `must be one of ${list.join(", ")}`);
  };
  const time = (path: string, v: unknown) => {
    if (typeof v !== "string" || !isoTime.test(v) || Number.isNaN(Date.parse(v)))
      problem(path, "must be an ISO 8601 time with its zone, like 2026-11-23T10:00:00Z");
  };
  const text = (path: string, v: unknown) => {
    if (typeof v !== "string" || !v.trim()) problem(path, "must be a non-empty string");
    else if (v.length > maxText) problem(path, `must be at most ${maxText} characters`);
  };
  /** Whether `v` is an object (`like` shows one), naming each of its fields that is not in `fields`. */
  const object = (path: string, v: unknown, fields: string[], like: string): v is Record<string, unknown> => {
    if (!isRecord(v)) {
      problem(path, `must be an object like ${like}`);
      return false;
    }
    for (const key of Object.keys(v))
      if (!fields.includes(key)) problem(path ? `${path}.${key}` : key, "is not a known field");
    return true;
  };

  object("", value, ["updatedAt", "games", "executors", "notice"], "");
  time("updatedAt", value.updatedAt);

  if (!isRecord(value.games)) problem("games", "must be an object keyed by game slug");
  else {
    for (const [slug, entry] of Object.entries(value.games)) {
      const path = `games.${slug}`;
      if (known && !known.games.includes(slug))
        problem(path, `is not a configured game (known: ${known.games.join(", ")})`);
      if (!object(path, entry, ["status", "note"], "{ status, note? }")) continue;
      oneOf(`${path}.status`, entry.status, gameStatuses);
      if (entry.note !== undefined) text(`${path}.note`, entry.note);
    }
  }

  if (!Array.isArray(value.executors)) problem("executors", "must be a list");
  else {
    const seen = new Set<string>();
    value.executors.forEach((entry: unknown, index) => {
      const path = `executors.${index}`;
      if (!object(path, entry, ["name", "status", "checkedAt"], "{ name, status, checkedAt }")) return;
      if (typeof entry.name !== "string" || !entry.name) problem(`${path}.name`, "must be a non-empty string");
      else {
        if (known && !known.executors.includes(entry.name))
          problem(`${path}.name`, `is not a configured executor (known: ${known.executors.join(", ")})`);
        if (seen.has(entry.name)) problem(`${path}.name`, `duplicate executor "${entry.name}"`);
        seen.add(entry.name);
      }
      oneOf(`${path}.status`, entry.status, executorStatuses);
      time(`${path}.checkedAt`, entry.checkedAt);
    });
  }

  if (value.notice !== undefined && object("notice", value.notice, ["level", "text"], "{ level, text }")) {
    oneOf("notice.level", value.notice.level, noticeLevels);
    text("notice.text", value.notice.text);
  }
  return problems;
}

/** Parses and checks a status file's text: the file, or the problems that make it unusable. */
export function parseStatusFile(
  source: string,
  known?: StatusVocabulary,
): { ok: true; status: StatusFile } | { ok: false; problems: string[] } {
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch {
    return { ok: false, problems: ["- (root): is not JSON"] };
  }
  const problems = statusProblems(value, known);
  return problems.length ? { ok: false, problems } : { ok: true, status: value as StatusFile };
}

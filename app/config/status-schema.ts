/** `status.json`: its shape, checked one line per problem (by hand: the browser needs no zod). */
/** The statuses of games and executors with their badge tones (their words are in app/i18n/messages, `status`). */
export const gameStatusTones = {
  operational: "ok",
  degraded: "warn",
  down: "danger",
  maintenance: "neutral",
} as const;
export type GameStatus = keyof typeof gameStatusTones;
const gameStatuses = Object.keys(gameStatusTones) as GameStatus[];
export const executorStatusTones = {
  working: "ok",
  updating: "warn",
  patched: "danger",
} as const;
const executorStatuses = Object.keys(executorStatusTones) as (keyof typeof executorStatusTones)[];
const noticeLevels = ["info", "warning"] as const;

export interface StatusFile {
  updatedAt: string;
  games: Record<string, { status: GameStatus; note?: string }>;
  executors: { name: string; status: (typeof executorStatuses)[number]; checkedAt: string }[];
  notice?: { level: (typeof noticeLevels)[number]; text: string };
  /** Maintenance planned or running: a game's slug or "all", ISO 8601 times, the note ("" for none). */
  maintenance?: { game: string; from: string; to: string; note: string }[];
}

/** A game's key in `status.json`: its title in lower case, runs of other characters as "-". */
export function gameSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export type StatusVocabulary = Record<"games" | "executors", readonly string[]>;

/** What the file may name: the configured games' slugs and executors' names. */
export function statusVocabulary(site: {
  games: readonly { title: string }[];
  executors: readonly { name: string }[];
}): StatusVocabulary {
  return {
    games: site.games.map((game) => gameSlug(game.title)),
    executors: site.executors.map((executor) => executor.name),
  };
}

/** The longest note or notice text, in the status file, the CLI and the admin. */
export const maxText = 280;
export const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Parses and checks a status file's text: the file, or every problem that makes it unusable, one line each. */
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
  if (!isRecord(value)) return { ok: false, problems: ["- (root): must be an object"] };
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
  /** Whether `v` is an object (`like` shows one); names each field not in `fields`. */
  const object = (path: string, v: unknown, fields: string[], like: string): v is Record<string, unknown> => {
    if (!isRecord(v)) {
      problem(path, `must be an object like ${like}`);
      return false;
    }
    for (const key of Object.keys(v))
      if (!fields.includes(key)) problem(path ? `${path}.${key}` : key, "is not a known field");
    return true;
  };

  object("", value, ["updatedAt", "games", "executors", "notice", "maintenance"], "");
  time("updatedAt", value.updatedAt);

  if (!isRecord(value.games)) problem("games", "must be an object keyed by game slug");
  else
    for (const [slug, entry] of Object.entries(value.games)) {
      const path = `games.${slug}`;
      if (known && !known.games.includes(slug))
        problem(path, `is not a configured game (known: ${known.games.join(", ")})`);
      if (!object(path, entry, ["status", "note"], "{ status, note? }")) continue;
      oneOf(`${path}.status`, entry.status, gameStatuses);
      if (entry.note !== undefined) text(`${path}.note`, entry.note);
    }

  if (!Array.isArray(value.executors)) problem("executors", "must be a list");
  else
    value.executors.forEach((entry: unknown, index, all: unknown[]) => {
      const path = `executors.${index}`;
      if (!object(path, entry, ["name", "status", "checkedAt"], "{ name, status, checkedAt }")) return;
      if (typeof entry.name !== "string" || !entry.name) problem(`${path}.name`, "must be a non-empty string");
      else {
        if (known && !known.executors.includes(entry.name))
          problem(`${path}.name`, `is not a configured executor (known: ${known.executors.join(", ")})`);
        if (all.findIndex((other) => isRecord(other) && other.name === entry.name) < index)
          problem(`${path}.name`, `duplicate executor "${entry.name}"`);
      }
      oneOf(`${path}.status`, entry.status, executorStatuses);
      time(`${path}.checkedAt`, entry.checkedAt);
    });

  if (value.maintenance !== undefined && !Array.isArray(value.maintenance)) problem("maintenance", "must be a list");
  else
    (value.maintenance ?? []).forEach((entry: unknown, index: number) => {
      const path = `maintenance.${index}`;
      if (!object(path, entry, ["game", "from", "to", "note"], "{ game, from, to, note }")) return;
      if (typeof entry.game !== "string" || (known && entry.game !== "all" && !known.games.includes(entry.game)))
        problem(`${path}.game`, `must be "all" or a configured game's slug`);
      time(`${path}.from`, entry.from);
      time(`${path}.to`, entry.to);
      if (typeof entry.note !== "string" || entry.note.length > maxText) problem(`${path}.note`, "must be a string");
    });

  if (value.notice !== undefined && object("notice", value.notice, ["level", "text"], "{ level, text }")) {
    oneOf("notice.level", value.notice.level, noticeLevels);
    text("notice.text", value.notice.text);
  }
  return problems.length ? { ok: false, problems } : { ok: true, status: value as unknown as StatusFile };
}

/** Every problem of a status file's text, and each configured executor it lacks (a game without one is operational). */
export function statusFileProblems(source: string, known?: StatusVocabulary): string[] {
  const parsed = parseStatusFile(source, known);
  if (!parsed.ok) return parsed.problems;
  return (known?.executors ?? [])
    .filter((name) => !parsed.status.executors.some((e) => e.name === name))
    .map((name) => `- executors: "${name}" is missing (add it: npm run status -- executor "${name}" working)`);
}

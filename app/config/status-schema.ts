/** `status.json`: its shape, checked one line per problem (by hand: the browser needs no zod). */
/** Badge tones, from the good status's to the worst. */
export const tones = ["ok", "neutral", "warn", "danger"] as const;
export type Tone = (typeof tones)[number];
/** The statuses of games and executors with their badge tones (their words are in app/i18n/messages, `status`). */
export const gameStatusTones = {
  operational: "ok",
  degraded: "warn",
  down: "danger",
  maintenance: "neutral",
} as const;
export type GameStatus = keyof typeof gameStatusTones;
export const executorStatusTones = {
  working: "ok",
  updating: "warn",
  patched: "danger",
} as const;
/** Each kind of subject's statuses with their badge tones. */
export const statusTones: Record<"game" | "executor", Record<string, Tone>> = {
  game: gameStatusTones,
  executor: executorStatusTones,
};
const noticeLevels = ["info", "warning"] as const;
/** The statuses each kind of subject may have, in the admin, the CLI, an import and the store ("none": no notice). */
export const choices = {
  game: Object.keys(gameStatusTones) as GameStatus[],
  executor: Object.keys(executorStatusTones) as (keyof typeof executorStatusTones)[],
  notice: ["none", ...noticeLevels],
} as const;

export interface StatusFile {
  updatedAt: string;
  games: Record<string, { status: GameStatus; note?: string }>;
  executors: { name: string; status: (typeof choices.executor)[number]; checkedAt: string }[];
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
/** A control character other than a tab or a line break (it would break the feed, or forge a line). */
const controlCharacter = /(?![\t\n\r])\p{Cc}/u;
/** A lone surrogate or a Unicode noncharacter: U+FDD0–U+FDEF, and the last two code points of every plane. */
const noncharacter =
  /[\p{Cs}\uFDD0-\uFDEF\uFFFE\uFFFF]|[\u{1FFFE}\u{1FFFF}\u{2FFFE}\u{2FFFF}\u{3FFFE}\u{3FFFF}\u{4FFFE}\u{4FFFF}\u{5FFFE}\u{5FFFF}\u{6FFFE}\u{6FFFF}\u{7FFFE}\u{7FFFF}\u{8FFFE}\u{8FFFF}\u{9FFFE}\u{9FFFF}\u{AFFFE}\u{AFFFF}\u{BFFFE}\u{BFFFF}\u{CFFFE}\u{CFFFF}\u{DFFFE}\u{DFFFF}\u{EFFFE}\u{EFFFF}\u{FFFFE}\u{FFFFF}\u{10FFFE}\u{10FFFF}]/u;

/**
 * Why a note or notice text (as saved: trimmed) is refused, said after "A note" (the admin, the CLI, an import,
 * the status file); undefined when it may be saved. `max`: its longest length (a maintenance summary has none).
 */
export function noteProblem(text: string, max = maxText): string | undefined {
  if (text.length > max) return `has at most ${max} characters`;
  if (controlCharacter.test(text)) return "cannot hold control characters (only tabs and line breaks)";
  if (noncharacter.test(text)) return "cannot hold Unicode noncharacters (like U+FFFF) or lone surrogates";
}

/** A stored note as the status file may show it: what noteProblem refuses replaced by U+FFFD, cut to `maxText`. */
export const cleanNote = (text: string) =>
  text
    .replace(new RegExp(`${controlCharacter.source}|${noncharacter.source}`, "gu"), "\uFFFD")
    .slice(0, maxText)
    .replace(/\p{Cs}$/u, "")
    .trim();
/** A time as the status file writes it: ISO 8601 in UTC, to the second ("2026-11-23T09:00:00Z"). */
export const isoSecond = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
/** What a game never set is. */
export const unsetGame = { status: "operational" } as const;
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
  /** A note or notice text; a maintenance's note may be empty. */
  const text = (path: string, v: unknown, empty = false) => {
    if (typeof v !== "string" || !(empty || v.trim())) problem(path, `must be a ${empty ? "" : "non-empty "}string`);
    else if (noteProblem(v)) problem(path, noteProblem(v)!);
  };
  const list = (path: string, v: unknown, each: (path: string, entry: unknown, index: number) => void) =>
    Array.isArray(v) ? v.forEach((entry, i) => each(`${path}.${i}`, entry, i)) : problem(path, "must be a list");
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
      oneOf(`${path}.status`, entry.status, choices.game);
      if (entry.note !== undefined) text(`${path}.note`, entry.note);
    }

  list("executors", value.executors, (path, entry, index) => {
    if (!object(path, entry, ["name", "status", "checkedAt"], "{ name, status, checkedAt }")) return;
    if (typeof entry.name !== "string" || !entry.name) problem(`${path}.name`, "must be a non-empty string");
    else {
      if (known && !known.executors.includes(entry.name))
        problem(`${path}.name`, `is not a configured executor (known: ${known.executors.join(", ")})`);
      if ((value.executors as unknown[]).findIndex((other) => isRecord(other) && other.name === entry.name) < index)
        problem(`${path}.name`, `duplicate executor "${entry.name}"`);
    }
    oneOf(`${path}.status`, entry.status, choices.executor);
    time(`${path}.checkedAt`, entry.checkedAt);
  });

  list("maintenance", value.maintenance === undefined ? [] : value.maintenance, (path, entry) => {
    if (!object(path, entry, ["game", "from", "to", "note"], "{ game, from, to, note }")) return;
    if (typeof entry.game !== "string" || (known && entry.game !== "all" && !known.games.includes(entry.game)))
      problem(`${path}.game`, `must be "all" or a configured game's slug`);
    time(`${path}.from`, entry.from);
    time(`${path}.to`, entry.to);
    text(`${path}.note`, entry.note, true);
  });

  if (value.notice !== undefined && object("notice", value.notice, ["level", "text"], "{ level, text }")) {
    oneOf("notice.level", value.notice.level, noticeLevels);
    text("notice.text", value.notice.text);
  }
  return problems.length ? { ok: false, problems } : { ok: true, status: value as unknown as StatusFile };
}

/** How to add a missing executor to the file itself: the entry to add to its "executors" list. */
const addEntry = (name: string, file: StatusFile) =>
  `add { "name": ${JSON.stringify(name)}, "status": "working", "checkedAt": "${file.updatedAt}" } to its "executors" list`;

/**
 * Every problem of a status file's text, and each configured executor it lacks (a game without one is operational),
 * with `fix`: how to add it (by default, by editing the file).
 */
export function statusFileProblems(source: string, known?: StatusVocabulary, fix = addEntry): string[] {
  const parsed = parseStatusFile(source, known);
  if (!parsed.ok) return parsed.problems;
  return (known?.executors ?? [])
    .filter((name) => !parsed.status.executors.some((e) => e.name === name))
    .map((name) => `- executors: "${name}" is missing (${fix(name, parsed.status)})`);
}

/**
 * status.json on disk (build time and the `npm run status` CLI; never in the browser): what it may
 * name, reading it with every problem listed, and the CLI's commands as a pure function.
 */
import { gameStatuses } from "../lib/game-status.ts";
import type { Site } from "./site.ts";
import {
  executorStatuses,
  gameSlug,
  noticeLevels,
  parseStatusFile,
  type StatusFile,
  type StatusVocabulary,
} from "./status-schema.ts";

export function statusVocabulary(site: Pick<Site, "games" | "executors">): StatusVocabulary {
  return {
    games: site.games.map((game) => gameSlug(game.title)),
    executors: site.executors.map((executor) => executor.name),
  };
}

/**
 * Every problem of a status file's text; given what it may name, also the entries the build needs and
 * it lacks: one for every configured executor (/executors shows one). A configured game without an
 * entry is operational until the operator says otherwise, so adding a game needs no status entry.
 */
export function statusFileProblems(source: string, known?: StatusVocabulary): string[] {
  const parsed = parseStatusFile(source, known);
  if (!parsed.ok) return parsed.problems;
  const named = new Set(parsed.status.executors.map((e) => e.name));
  return (known?.executors ?? [])
    .filter((name) => !named.has(name))
    .map((name) => `- executors: "${name}" is missing (add it: npm run status -- executor "${name}" working)`);
}

export const statusUsage = `Usage:
  npm run status -- set <game> <${gameStatuses.join("|")}> ["note"]
  npm run status -- executor <name> <${executorStatuses.join("|")}>
  npm run status -- notice <${noticeLevels.join("|")}> "text"
  npm run status -- notice clear
  npm run status -- show
  npm run status -- check [FILE]
Writes every copy the build made (public/, build/client/, build/static-host/, .vercel/output/static/),
or only STATUS_FILE when that is set (the file the Node server serves), or only --dir=FOLDER/status.json
(FOLDER must be a built site). A game without an entry is operational.`;

const oneOf = <T extends string>(list: readonly T[], value: string | undefined, what: string): T => {
  if (!list.includes(value as T)) throw new Error(`${what} must be one of ${list.join(", ")}; got "${value ?? ""}"`);
  return value as T;
};

/** The file after one CLI command (`args` without the command name's dashes), stamped `now`. Throws a clear message on bad input. */
export function applyStatusCommand(
  current: StatusFile,
  args: readonly string[],
  known: StatusVocabulary,
  now: Date,
): StatusFile {
  const [command, first, second, ...rest] = args;
  const stamp = now.toISOString().replace(/\.\d{3}Z$/, "Z");
  const next: StatusFile = { ...structuredClone(current), updatedAt: stamp };
  switch (command) {
    case "set": {
      if (!first || !known.games.includes(first))
        throw new Error(`Unknown game "${first ?? ""}": use one of ${known.games.join(", ")}`);
      const status = oneOf(gameStatuses, second, "The game status");
      if (rest.length > 1) throw new Error(`Put the note in quotes: one argument after the status`);
      const note = rest[0]?.trim();
      next.games[first] = note ? { status, note } : { status };
      return next;
    }
    case "executor": {
      const name = known.executors.find((n) => n.toLowerCase() === first?.toLowerCase());
      if (!name) throw new Error(`Unknown executor "${first ?? ""}": use one of ${known.executors.join(", ")}`);
      const status = oneOf(executorStatuses, second, "The executor status");
      if (rest.length) throw new Error(`Too many arguments after the executor status`);
      const index = next.executors.findIndex((e) => e.name === name);
      next.executors.splice(index === -1 ? next.executors.length : index, 1, { name, status, checkedAt: stamp });
      return next;
    }
    case "notice": {
      if (first === "clear" && second === undefined) {
        delete next.notice;
        return next;
      }
      const level = oneOf(noticeLevels, first, 'The notice level (or "clear")');
      if (rest.length) throw new Error(`Put the notice text in quotes: one argument after the level`);
      if (!second?.trim()) throw new Error(`The notice needs a text, in quotes`);
      next.notice = { level, text: second.trim() };
      return next;
    }
    default:
      throw new Error(command ? `Unknown command "${command}"\n${statusUsage}` : statusUsage);
  }
}

/**
 * `npm run check` of the interface texts: every messages file has exactly the keys of English, each of
 * the same kind. `satisfies Messages` says so too, but only where tsc runs, and not every key at once.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";

const group = "a group of keys";

/** What a message is, as a problem line names it. */
function kindOf(value: unknown): string {
  if (typeof value === "string") return "a text";
  if (typeof value === "function") return "a function";
  if (typeof value === "object" && value !== null && !Array.isArray(value)) return group;
  return "something else";
}

const dotted = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** One line per difference between `candidate` and `reference`, keys written with dots ("home.gamesTitle"). */
export function compareMessages(reference: unknown, candidate: unknown, path = ""): string[] {
  const expected = kindOf(reference);
  const actual = kindOf(candidate);
  if (expected !== actual) return [`key ${path || "(the messages object)"} must be ${expected}, not ${actual}`];
  if (expected !== group) return [];
  const [ref, cand] = [reference, candidate] as Record<string, unknown>[];
  return [
    ...Object.keys(ref).flatMap((key) =>
      key in cand ? compareMessages(ref[key], cand[key], dotted(path, key)) : [`missing key ${dotted(path, key)}`],
    ),
    ...Object.keys(cand).flatMap((key) => (key in ref ? [] : [`extra key ${dotted(path, key)}`])),
  ];
}

/** Dotted keys whose text, or a function's for placeholder arguments, types one of `names` (the hub's names). */
export function namesTypedIn(messages: unknown, names: readonly string[], path = ""): string[] {
  if (kindOf(messages) === group)
    return Object.entries(messages as object).flatMap(([key, value]) => namesTypedIn(value, names, dotted(path, key)));
  const text = typeof messages === "function" ? String(messages(...Array(messages.length).fill("\u0000"))) : messages;
  return names
    .filter((name) => name && typeof text === "string" && text.includes(name))
    .map((name) => `key ${path} types "${name}": take it as a value`);
}

/**
 * One line per problem of the locale files of `directory` (every `*.ts` but en.ts and tests) against
 * `reference` (English), naming the file: `pt-br.ts: missing key home.gamesTitle`; English too for `names`.
 */
export async function messageFileProblems(
  directory: string,
  reference: unknown,
  load: (file: string) => Promise<Record<string, unknown>>,
  names: readonly string[] = [],
): Promise<string[]> {
  const lines = namesTypedIn(reference, names).map((problem) => `en.ts: ${problem}`);
  const files = readdirSync(directory).filter((file) => file.endsWith(".ts") && !/^en\.ts$|\.(test|d)\.ts$/.test(file));
  for (const file of files.sort()) {
    // The messages are the module's one exported object.
    const [messages, ...more] = Object.values(await load(join(directory, file))).filter((v) => kindOf(v) === group);
    const problems =
      messages === undefined || more.length
        ? ["must export exactly one messages object"]
        : [...compareMessages(reference, messages), ...namesTypedIn(messages, names)];
    lines.push(...problems.map((problem) => `${file}: ${problem}`));
  }
  return lines;
}

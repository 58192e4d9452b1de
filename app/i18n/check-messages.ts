/**
 * The build's check of the translations: every messages file has exactly the keys of English, each
 * of the same kind (text, function or group). TypeScript says the same through `satisfies Messages`;
 * this check also runs where only the build runs, and names every key at once. Pure apart from the
 * directory listing and the loader it is given (vite.config.ts passes Vite's module runner).
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";

type Kind = "text" | "function" | "group";

function kindOf(value: unknown): Kind | "other" {
  if (typeof value === "string") return "text";
  if (typeof value === "function") return "function";
  if (typeof value === "object" && value !== null && !Array.isArray(value)) return "group";
  return "other";
}

/** One line per difference between `candidate` and `reference`, keys written with dots ("home.gamesTitle"). */
export function compareMessages(reference: unknown, candidate: unknown, path = ""): string[] {
  const expected = kindOf(reference);
  const actual = kindOf(candidate);
  const name = path || "(the messages object)";
  if (expected !== actual) return [`key ${name} must be ${article(expected)}, not ${article(actual)}`];
  if (expected !== "group") return [];
  const ref = reference as Record<string, unknown>;
  const cand = candidate as Record<string, unknown>;
  const lines: string[] = [];
  for (const key of Object.keys(ref)) {
    const child = path ? `${path}.${key}` : key;
    if (!(key in cand)) lines.push(`missing key ${child}`);
    else lines.push(...compareMessages(ref[key], cand[key], child));
  }
  for (const key of Object.keys(cand)) if (!(key in ref)) lines.push(`extra key ${path ? `${path}.${key}` : key}`);
  return lines;
}

function article(kind: Kind | "other"): string {
  return { text: "a text", function: "a function", group: "a group of keys", other: "something else" }[kind];
}

/**
 * Where a message types one of `names` (the hub's and the premium product's names, which come from the
 * configuration as values): strings, and what functions return for placeholder arguments. Dotted keys.
 */
export function namesTypedIn(messages: unknown, names: readonly string[], path = ""): string[] {
  const kind = kindOf(messages);
  let text = "";
  if (kind === "text") text = messages as string;
  else if (kind === "function") {
    const fn = messages as (...args: string[]) => unknown;
    text = String(fn(...Array.from({ length: fn.length }, () => "\u0000")));
  } else if (kind === "group") {
    return Object.entries(messages as Record<string, unknown>).flatMap(([key, value]) =>
      namesTypedIn(value, names, path ? `${path}.${key}` : key),
    );
  }
  return names
    .filter((name) => name && text.includes(name))
    .map((name) => `key ${path} types "${name}": take it as a value`);
}

/** The messages a locale module exports: its one exported object. */
export function messagesOf(module: Record<string, unknown>): unknown {
  const objects = Object.values(module).filter((value) => kindOf(value) === "group");
  return objects.length === 1 ? objects[0] : undefined;
}

/** The locale files beside en.ts (every `*.ts` of the directory but en.ts and tests). */
export function localeMessageFiles(directory: string): string[] {
  return readdirSync(directory)
    .filter((file) => file.endsWith(".ts") && file !== "en.ts" && !file.endsWith(".test.ts") && !file.endsWith(".d.ts"))
    .sort();
}

/**
 * Compares every locale file of `directory` with `reference` (English) and throws one line per
 * problem, e.g. `- messages/pt-br.ts: missing key home.gamesTitle`, or a message (English's too) that
 * types one of `names` instead of taking it as a value.
 */
export async function checkMessageFiles(
  directory: string,
  reference: unknown,
  load: (file: string) => Promise<Record<string, unknown>>,
  /** How files are named in the messages: "messages" or "messages/pages". */
  label = "messages",
  /** Names no message may type (the configuration's brand.name and brand.premiumName). */
  names: readonly string[] = [],
): Promise<void> {
  const lines = namesTypedIn(reference, names).map((problem) => `- ${label}/en.ts: ${problem}`);
  for (const file of localeMessageFiles(directory)) {
    const messages = messagesOf(await load(join(directory, file)));
    const problems =
      messages === undefined
        ? ["must export exactly one messages object"]
        : [...compareMessages(reference, messages), ...namesTypedIn(messages, names)];
    for (const problem of problems) lines.push(`- ${label}/${file}: ${problem}`);
  }
  if (lines.length > 0) throw new Error(`Translations do not match app/i18n/${label}/en.ts:\n${lines.join("\n")}`);
}

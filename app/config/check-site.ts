/**
 * `npm run check` (the first step of build and dev): everything an operator edits, without building.
 * One line per problem (file, field, what to do); a broken part does not hide the others. Node only.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { messageFileProblems } from "../i18n/check-messages.ts";
import { locales } from "../i18n/locales.ts";
import { publishedLocales } from "../i18n/published.ts";
import { literals, operatorTranslationProblems, textProblems } from "./localize.ts";
import { configFileOf, configParts, configProblems } from "./schema.ts";
import { gameSlug, statusFileProblems } from "./status-schema.ts";

type Load = (file: string) => Promise<Record<string, unknown>>;

/** Parts of the configuration a visitor reads as text (the ones operator translations may translate). */
const textParts = ["brand", "stats", "partnerBanner", "getKey", "resellers", "games"] as const;

/** Every problem of the project in `root`, one line each; none means all is well. */
export async function checkSite({ root = ".", load }: { root?: string; load: Load }): Promise<string[]> {
  const problems: string[] = [];
  const config: Record<string, any> = {};
  let readable = true;

  // 1. The configuration: each file on its own, so a broken one is named.
  for (const [file, names] of Object.entries(configParts)) {
    const module = await loadOrSay(load, root, `app/config/${file}`, problems);
    readable &&= module !== undefined;
    if (!module) continue;
    for (const name of names) {
      if (name in module) config[name] = module[name];
      else problems.push(`app/config/${file}: ${name}: is not exported (keep "export const ${name} = …")`);
    }
    for (const name of Object.keys(module))
      if (!(names as readonly string[]).includes(name))
        problems.push(
          `app/config/${file}: ${name}: is not a part of the configuration the site knows (remove it, or fix its name: ${names.join(", ")})`,
        );
  }
  if (readable) problems.push(...configProblems(config));

  // 2. Texts name the hub through placeholders, never by typing it.
  const names = { name: String(config.brand?.name ?? ""), premiumName: String(config.brand?.premiumName ?? "") };
  for (const part of textParts)
    for (const [text, field] of textsOf(config[part], part))
      problems.push(...textProblems(text, field, names).map((p) => `${configFileOf([part])}: ${p}`));

  // 3. Image files the configuration names exist in public/.
  const games: any[] = Array.isArray(config.games) ? config.games : [];
  const images: [string, unknown, string][] = [
    ...games.map((game, index): [string, unknown, string] => [`games.${index}.image`, game?.image, "or fix the path"]),
    ["brand.logo", config.brand?.logo, "fix the path, or use null for a mark drawn from the name"],
    ["brand.icon", config.brand?.icon, "fix the path, or use null for icons drawn from the name"],
  ];
  for (const [field, image, fix] of images) {
    if (typeof image !== "string" || !image.startsWith("/")) continue;
    const path = join(root, "public", image);
    const file = `app/config/brand.ts: ${field}: public${image}`;
    if (!existsSync(path)) problems.push(`${file} does not exist (add the file, ${fix})`);
    else if (field === "brand.icon") {
      const size = pngSize(readFileSync(path));
      if (!size) problems.push(`${file} is not a PNG file`);
      else if (size.width !== size.height || size.width < 512)
        problems.push(`${file} is ${size.width}×${size.height}; it must be square and at least 512×512`);
    }
  }

  // 4. The status file, against whatever the configuration names (even if the rest of it is broken);
  // without a readable configuration, on its own (not against an empty list of games).
  const statusPath = join(root, "public/status.json");
  const known =
    Array.isArray(config.games) && Array.isArray(config.executors)
      ? {
          games: games.flatMap((game) => (typeof game?.title === "string" ? [gameSlug(game.title)] : [])),
          executors: config.executors.flatMap((e: any) => (typeof e?.name === "string" ? [e.name] : [])),
        }
      : undefined;
  if (!existsSync(statusPath)) problems.push(`public/status.json: is missing (restore it: README "Live status")`);
  else
    for (const line of statusFileProblems(readFileSync(statusPath, "utf8"), known)) {
      const fix = /is not a configured (game|executor)/.test(line)
        ? " (remove it, or add it to the configuration)"
        : "";
      problems.push(`public/status.json: ${line.slice(2)}${fix}`);
    }

  // 5. The operator's translations.
  if (textParts.every((part) => config[part]))
    problems.push(...(await translationProblems(root, Object.fromEntries(textParts.map((p) => [p, config[p]])), load)));

  // 6. The interface texts (app/i18n/messages): every language has the keys of English, and no message
  // types the hub's names either (they take them as values).
  const en = await loadOrSay(load, root, "app/i18n/messages/en.ts", problems, "app/i18n/messages");
  const pages = en && (await loadOrSay(load, root, "app/i18n/messages/pages/en.ts", problems, "app/i18n/messages"));
  if (!en || !pages) return problems;
  for (const [dir, reference] of [
    ["app/i18n/messages", en.en],
    ["app/i18n/messages/pages", pages.enPages],
  ] as const) {
    const lines = await messageFileProblems(join(root, dir), reference, load, Object.values(names)).then(
      (found) => found.map((line) => `${dir}/${line}`),
      (error) => [`${dir}: ${firstLine(error)}`],
    );
    problems.push(...lines);
  }
  return problems;
}

/** Problems of app/config/translations/<prefix>.ts: each is named by a published language, exports one translation. */
export async function translationProblems(root: string, english: unknown, load: Load): Promise<string[]> {
  const problems: string[] = [];
  const files = readdirSync(join(root, "app/config/translations")).filter((file) => /(?<!\.test)\.tsx?$/.test(file));
  for (const name of files.sort()) {
    const file = `app/config/translations/${name}`;
    const prefix = name.replace(/\.tsx?$/, "");
    const locale = locales.find((l) => l.prefix === prefix && prefix !== "");
    if (!locale) {
      const codes = locales.flatMap((l) => (l.prefix ? [l.prefix] : [])).join(", ");
      problems.push(`${file}: "${prefix}" is not a language code of the site (one of ${codes})`);
      continue;
    }
    if (!publishedLocales.includes(locale))
      problems.push(`${file}: ${locale.tag} is not published (app/i18n/published.ts)`);
    const module = await loadOrSay(load, root, file, problems);
    if (!module) continue;
    const exports = Object.values(module);
    if (exports.length !== 1) problems.push(`${file}: must export exactly one translation, found ${exports.length}`);
    else problems.push(...operatorTranslationProblems(exports[0], english).map((line) => `${file}: ${line}`));
  }
  return problems;
}

/** The module `file` of `root`; or, when it cannot be read, undefined and a problem line naming `label`. */
async function loadOrSay(load: Load, root: string, file: string, problems: string[], label = file) {
  try {
    return await load(join(root, file));
  } catch (error) {
    problems.push(`${label}: cannot be read: ${firstLine(error)}`);
  }
}

/** The first line of an error's message: what went wrong, without the stack. */
function firstLine(error: unknown): string {
  return String(error instanceof Error ? error.message : error)
    .split("\n")[0]!
    .trim();
}

/** Every text under `value`, with its field (skipping addresses, colours and the names). */
function textsOf(value: unknown, path: string, key = ""): [string, string][] {
  if (literals.has(key) || key === "name" || key === "premiumName") return [];
  if (typeof value === "string") return [[value, path]];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${path}.${index}`));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) => textsOf(v, `${path}.${k}`, k));
}

/** Width and height of a PNG, from its IHDR chunk; undefined when it is not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(Buffer.from("89504e470d0a1a0a", "hex"))) return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The report printed by `npm run check` and the build: a heading and one line per problem. */
export function formatReport(problems: readonly string[]): string {
  const count = `${problems.length} problem${problems.length === 1 ? "" : "s"}`;
  return `Configuration check: ${count}. Fix each line below, then run npm run check again.\n${problems.map((p) => `  ${p}`).join("\n")}`;
}

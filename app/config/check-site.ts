/**
 * `npm run check` (and the first step of `npm run build` and `npm run dev`): everything an operator
 * edits, checked in a few seconds without building. One line per problem, naming the file, the field
 * and what to do; every part is checked even when another is broken (a bad configuration does not
 * hide a bad status file). Node only (reads files); `load` imports a TypeScript module (tsx's
 * `import()` from the CLI, Vite's module runner from vite.config.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { checkMessageFiles } from "../i18n/check-messages.ts";
import { firstLine, operatorTranslationFileProblems } from "./check-translations.ts";
import { textProblems } from "./placeholders.ts";
import { configProblems } from "./schema.ts";
import { statusFileProblems } from "./status-file.ts";
import { gameSlug, parseStatusFile, type StatusVocabulary } from "./status-schema.ts";

export type Load = (file: string) => Promise<Record<string, unknown>>;

/** The four files an operator edits, and what each exports into the configuration. */
const parts = {
  "brand.ts": ["brand", "loader", "stats", "links", "partnerBanner", "games", "liveStatus"],
  "executors.ts": ["executors"],
  "key-flow.ts": ["getKey", "betterBypasser", "resellers", "countryTiers", "rinkuShareLowerTiers", "thirdParty"],
  "legal.ts": ["legal"],
} as const;

/** Exports of the configuration files that are not configuration (lists the schema uses). */
const helperExports = new Set(["executorPlatforms"]);

/** Parts of the configuration a visitor reads as text (the ones operator translations may translate). */
const textParts = { brand: "brand.ts", stats: "brand.ts", partnerBanner: "brand.ts", getKey: "key-flow.ts", resellers: "key-flow.ts" } as const;
/** Strings that are addresses, colours or the names themselves, never texts. */
const notText = new Set(["id", "url", "gameUrl", "image", "accent", "siteUrl", "themeColor", "logo", "icon", "name", "premiumName"]);

export interface CheckOptions {
  /** The project folder (default: the current directory). */
  root?: string;
  load: Load;
  /** Check app/i18n/messages too (default true). */
  messages?: boolean;
}

/** Every problem, one line each (`app/config/brand.ts: links.docs: must be an absolute https:// URL`); none means all is well. */
export async function checkSite({ root = ".", load, messages = true }: CheckOptions): Promise<string[]> {
  const problems: string[] = [];
  const config: Record<string, unknown> = {};
  let readable = true;

  // 1. The configuration: each file on its own, so a broken one is named.
  for (const [file, names] of Object.entries(parts)) {
    let module: Record<string, unknown>;
    try {
      module = await load(join(root, "app/config", file));
    } catch (error) {
      problems.push(`app/config/${file}: cannot be read: ${firstLine(error)}`);
      readable = false;
      continue;
    }
    for (const name of names) {
      if (name in module) config[name] = module[name];
      else problems.push(`app/config/${file}: ${name}: is not exported (keep "export const ${name} = …")`);
    }
    for (const name of Object.keys(module)) {
      if (!(names as readonly string[]).includes(name) && !helperExports.has(name))
        problems.push(`app/config/${file}: ${name}: is not a part of the configuration the site knows (remove it, or fix its name: ${names.join(", ")})`);
    }
  }
  if (readable) problems.push(...configProblems(config));

  // 2. Texts name the hub through placeholders, never by typing it.
  const brand = config.brand as { name?: unknown; premiumName?: unknown } | undefined;
  const names = { name: String(brand?.name ?? ""), premiumName: String(brand?.premiumName ?? "") };
  for (const [part, file] of Object.entries(textParts)) {
    walkStrings(config[part], part, (text, field) => problems.push(...textProblems(text, field, names).map((p) => `app/config/${file}: ${p}`)));
  }

  // 3. Image files the configuration names exist in public/.
  const publicDir = join(root, "public");
  const games = Array.isArray(config.games) ? (config.games as { image?: unknown }[]) : [];
  games.forEach((game, index) => {
    if (typeof game?.image === "string" && game.image.startsWith("/") && !existsSync(join(publicDir, game.image)))
      problems.push(`app/config/brand.ts: games.${index}.image: public${game.image} does not exist (add the file, or fix the path)`);
  });
  const logo = (config.brand as { logo?: unknown } | undefined)?.logo;
  if (typeof logo === "string" && logo.startsWith("/") && !existsSync(join(publicDir, logo)))
    problems.push(`app/config/brand.ts: brand.logo: public${logo} does not exist (add the file, fix the path, or use null for a mark drawn from the name)`);
  const icon = (config.brand as { icon?: unknown } | undefined)?.icon;
  if (typeof icon === "string" && icon.startsWith("/")) {
    const path = join(publicDir, icon);
    if (!existsSync(path)) problems.push(`app/config/brand.ts: brand.icon: public${icon} does not exist (add the file, fix the path, or use null for icons drawn from the name)`);
    else {
      const size = pngSize(readFileSync(path));
      if (!size) problems.push(`app/config/brand.ts: brand.icon: public${icon} is not a PNG file`);
      else if (size.width !== size.height || size.width < 512)
        problems.push(`app/config/brand.ts: brand.icon: public${icon} is ${size.width}×${size.height}; it must be square and at least 512×512`);
    }
  }

  // 4. The status file, against whatever the configuration names (even if the rest of it is broken).
  const statusPath = join(root, "public/status.json");
  const vocabularyKnown = Array.isArray(config.games) && Array.isArray(config.executors);
  const known: StatusVocabulary = {
    games: games.flatMap((game) => (typeof (game as { title?: unknown })?.title === "string" ? [gameSlug((game as { title: string }).title)] : [])),
    executors: Array.isArray(config.executors) ? (config.executors as { name?: unknown }[]).flatMap((e) => (typeof e?.name === "string" ? [e.name] : [])) : [],
  };
  if (!existsSync(statusPath)) problems.push(`public/status.json: is missing (restore it: README "Live status")`);
  else {
    const source = readFileSync(statusPath, "utf8");
    // Without a readable configuration, the file is checked on its own (not against an empty list of games).
    const parsed = vocabularyKnown ? undefined : parseStatusFile(source);
    const lines = vocabularyKnown ? statusFileProblems(source, known) : parsed && !parsed.ok ? parsed.problems : [];
    for (const line of lines)
      problems.push(`public/status.json: ${line.replace(/^- /, "")}${statusFix(line)}`);
  }

  // 5. The operator's translations.
  if (config.brand && config.stats && config.partnerBanner && config.getKey && config.resellers) {
    const english = { brand: config.brand, stats: config.stats, partnerBanner: config.partnerBanner, getKey: config.getKey, resellers: config.resellers };
    for (const line of await operatorTranslationFileProblems(join(root, "app/config/translations"), english, load))
      problems.push(`app/config/${line.replace(/^- /, "")}`);
  }

  // 6. The interface texts (app/i18n/messages): every language has the keys of English.
  if (messages) {
    try {
      const en = await load(join(root, "app/i18n/messages/en.ts"));
      const pages = await load(join(root, "app/i18n/messages/pages/en.ts"));
      // No message types the hub's names either: they take them as values.
      const brandNames = [names.name, names.premiumName].filter(Boolean);
      await collect(problems, "app/i18n/messages", () => checkMessageFiles(join(root, "app/i18n/messages"), en.en, load, "messages", brandNames));
      await collect(problems, "app/i18n/messages/pages", () => checkMessageFiles(join(root, "app/i18n/messages/pages"), pages.enPages, load, "messages/pages", brandNames));
    } catch (error) {
      problems.push(`app/i18n/messages: cannot be read: ${firstLine(error)}`);
    }
  }
  return problems;
}

/** What to do about a status-file line, when the line itself does not say. */
function statusFix(line: string): string {
  if (/is not a configured game|is not a configured executor/.test(line)) return " (remove it, or add it to the configuration)";
  if (/missing/.test(line)) return ' (add it with npm run status: README "Live status")';
  return "";
}

async function collect(problems: string[], prefix: string, run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    const lines = String(error instanceof Error ? error.message : error).split("\n").filter((line) => line.startsWith("- "));
    problems.push(...(lines.length ? lines.map((line) => `${prefix}/${line.slice(2).replace(/^messages(\/pages)?\//, "")}`) : [`${prefix}: ${firstLine(error)}`]));
  }
}

/** Calls `visit` for every text string under `value` (skipping addresses, colours and the names). */
function walkStrings(value: unknown, path: string, visit: (text: string, field: string) => void, key = "") {
  if (notText.has(key)) return;
  if (typeof value === "string") visit(value, path);
  else if (Array.isArray(value)) value.forEach((item, index) => walkStrings(item, `${path}.${index}`, visit));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walkStrings(v, `${path}.${k}`, visit, k);
}

/** Width and height of a PNG, from its IHDR chunk; undefined when it is not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((byte, index) => bytes[index] !== byte)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The report printed by `npm run check` and the build: a heading and one line per problem. */
export function formatReport(problems: readonly string[]): string {
  const count = `${problems.length} problem${problems.length === 1 ? "" : "s"}`;
  return `Configuration check: ${count}. Fix each line below, then run npm run check again.\n${problems.map((p) => `  ${p}`).join("\n")}`;
}

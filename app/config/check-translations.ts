/**
 * The build's check of the operator's translations (app/config/translations/<prefix>.ts): each file
 * is named by a language the site knows and published, exports one translation, and that translation
 * only gives texts the configuration has (app/config/localize.ts). Throws one line per problem.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { locales } from "../i18n/locales.ts";
import { publishedLocales } from "../i18n/published.ts";
import { operatorTranslationProblems } from "./localize.ts";

export async function checkOperatorTranslations(dir: string, english: unknown, load: (file: string) => Promise<Record<string, unknown>>) {
  const problems = await operatorTranslationFileProblems(dir, english, load);
  if (problems.length) throw new Error(`Invalid operator translations in ${dir}:\n${problems.join("\n")}`);
}

/** The same problems as a list (`- translations/es.ts: brand.slogan is not a field…`); a file that cannot be loaded is one. */
export async function operatorTranslationFileProblems(dir: string, english: unknown, load: (file: string) => Promise<Record<string, unknown>>) {
  const problems: string[] = [];
  for (const name of readdirSync(dir).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)).sort()) {
    const file = `translations/${name}`;
    const prefix = name.replace(/\.tsx?$/, "");
    const locale = locales.find((l) => l.prefix === prefix && prefix !== "");
    if (!locale) {
      problems.push(`- ${file}: "${prefix}" is not a language code of the site (one of ${locales.filter((l) => l.prefix).map((l) => l.prefix).join(", ")})`);
      continue;
    }
    if (!publishedLocales.includes(locale)) problems.push(`- ${file}: ${locale.tag} is not published (app/i18n/published.ts)`);
    let exports: unknown[];
    try {
      exports = Object.values(await load(join(dir, name)));
    } catch (error) {
      problems.push(`- ${file}: cannot be read: ${firstLine(error)}`);
      continue;
    }
    if (exports.length !== 1) {
      problems.push(`- ${file}: must export exactly one translation, found ${exports.length}`);
      continue;
    }
    problems.push(...operatorTranslationProblems(file, exports[0], english));
  }
  return problems;
}

/** The first line of an error's message: what went wrong, without the stack. */
export function firstLine(error: unknown): string {
  return String(error instanceof Error ? error.message : error).split("\n")[0]!.trim();
}

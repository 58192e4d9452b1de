/**
 * The operator's texts in a language, `{name}`, `{premiumName}` and `{gameCount}` filled in. A translation
 * (app/config/translations/<prefix>.ts) mirrors the configuration (arrays by position), giving only what it translates.
 */
import { brand, games } from "./brand.ts";

export type NameValues = Record<"name" | "premiumName", string> & { gameCount: number };

/** What `{name}`, `{premiumName}` and `{gameCount}` stand for on this site. */
export const nameValues: NameValues = { name: brand.name, premiumName: brand.premiumName, gameCount: games.length };

const placeholderNames: readonly string[] = ["name", "premiumName", "gameCount"] satisfies (keyof NameValues)[];
const placeholder = /\{(\w+)\}/g;

/** `"{name} is a free script hub"` → `"Rift is a free script hub"`; an unknown `{word}` stays as it is (check reports it). */
export function fillNames(text: string, values: NameValues): string {
  return text.replace(placeholder, (whole, key: string) =>
    placeholderNames.includes(key) ? String(values[key as keyof NameValues]) : whole,
  );
}

/** "<field>: <what is wrong and what to write>" for an unknown placeholder or a typed name (a rename would miss it). */
export function textProblems(text: string, field: string, values: Pick<NameValues, "name" | "premiumName">): string[] {
  const problems = [...text.matchAll(placeholder)]
    .filter(([, key]) => !placeholderNames.includes(key!))
    .map(([, key]) => `${field}: {${key}} is not a placeholder (use {${placeholderNames.join("}, {")}})`);
  let rest = text;
  // The longer name first: "Rift NOW" is reported as {premiumName}, not as {name} followed by " NOW".
  for (const key of ["premiumName", "name"] as const) {
    const escaped = values[key].replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const typed = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "gu");
    if (!values[key].trim() || !typed.test(rest)) continue;
    problems.push(`${field}: types the name "${values[key]}"; write {${key}} instead, so a rename changes it too`);
    rest = rest.replace(typed, "");
  }
  return problems;
}

/** A language's version of the operator's texts: any subset of them. */
export type OperatorTranslation = {
  brand?: { tagline?: string; description?: string };
  stats?: readonly { label?: string }[];
  partnerBanner?: { title?: string; text?: string; cta?: string };
  getKey?: {
    premium?: { badge?: string; benefits?: readonly string[]; cta?: string };
    freeProviders?: readonly { badge?: string; bullets?: readonly string[]; cta?: string }[];
    whyPremium?: readonly { title?: string; text?: string }[];
  };
  resellers?: readonly { name?: string; paymentMethods?: readonly string[] }[];
  games?: readonly { features?: readonly string[] }[];
};

/** Keys whose strings are addresses or colours, never filled in or translated. */
export const literals = new Set(["id", "url", "gameUrl", "image", "accent", "siteUrl", "themeColor", "logo", "icon"]);
/** Keys whose values are never text a visitor reads. */
const untranslatable = new Set([...literals, "official", "value"]);
/** Names of the product itself stay as configured in every language. */
const brandNames = new Set(["brand.name", "brand.premiumName"]);

/** Problems of one translation against the English texts, one line each, naming the field. */
export function operatorTranslationProblems(translation: unknown, english: unknown): string[] {
  const problems: string[] = [];
  const names = (english as { brand?: { name?: unknown; premiumName?: unknown } })?.brand;
  const values = { name: String(names?.name ?? ""), premiumName: String(names?.premiumName ?? "") };
  const walk = (value: unknown, source: unknown, path: string, key: string) => {
    if (untranslatable.has(key) || brandNames.has(path))
      problems.push(`${path} is not translatable (links, ids and names of things stay as configured)`);
    else if (typeof source === "string") {
      if (typeof value !== "string") problems.push(`${path} must be a string`);
      else if (!value.trim()) problems.push(`${path} is empty (leave it out to use the English text)`);
      else problems.push(...textProblems(value, path, values));
    } else if (Array.isArray(source)) {
      if (!Array.isArray(value)) return void problems.push(`${path} must be a list`);
      if (value.length > source.length)
        problems.push(`${path} has ${value.length} entries, the configuration ${source.length}`);
      value.slice(0, source.length).forEach((item, index) => walk(item, source[index], `${path}[${index}]`, ""));
    } else if (source && typeof source === "object") {
      if (!value || typeof value !== "object" || Array.isArray(value))
        return void problems.push(`${path || "the file"} must be an object`);
      for (const [childKey, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${childKey}` : childKey;
        if (!(childKey in source)) problems.push(`${childPath} is not a field of the configuration`);
        else walk(child, (source as Record<string, unknown>)[childKey], childPath, childKey);
      }
    } else problems.push(`${path} is not translatable`);
  };
  walk(translation, english, "", "");
  return problems;
}

/**
 * A piece of the configuration in a language, names filled in: the translation's strings where it has
 * them, the configured value elsewhere (and always for links, ids and names): `localize(brand, t?.brand, "brand")`.
 */
export function localize<T>(english: T, translation: unknown, path = "", values: NameValues = nameValues): T {
  const source: unknown = english;
  if (typeof source === "string")
    return fillNames(typeof translation === "string" && translation.trim() ? translation : source, values) as T;
  if (Array.isArray(source)) {
    const items = Array.isArray(translation) ? translation : [];
    return source.map((item, index) => localize(item, items[index], `${path}[${index}]`, values)) as T;
  }
  if (!source || typeof source !== "object") return english;
  return Object.fromEntries(
    Object.entries(source).map(([key, value]) => {
      const childPath = path ? `${path}.${key}` : key;
      if (literals.has(key) || brandNames.has(childPath)) return [key, value];
      const translated = untranslatable.has(key) ? undefined : (translation as Record<string, unknown>)?.[key];
      return [key, localize(value, translated, childPath, values)];
    }),
  ) as T;
}

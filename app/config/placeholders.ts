/**
 * The operator's texts write `{name}`, `{premiumName}` and `{gameCount}`, never the names or the count,
 * filled from brand.ts when the page is made, so a rename or a new game is one change. Pure.
 */

export interface NameValues {
  name: string;
  premiumName: string;
  gameCount: number;
}

export const placeholderNames = ["name", "premiumName", "gameCount"] as const satisfies readonly (keyof NameValues)[];

const placeholder = /\{(\w+)\}/g;

/** `"{name} is a free script hub"` → `"Rift is a free script hub"`; an unknown `{word}` stays as it is (check reports it). */
export function fillNames(text: string, values: NameValues): string {
  return text.replace(placeholder, (whole, key: string) =>
    (placeholderNames as readonly string[]).includes(key) ? String(values[key as keyof NameValues]) : whole,
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Problems of one operator text: a placeholder that does not exist, or a configured name typed in
 * (it would stay behind after a rename). Each is "<field>: <what is wrong and what to write>".
 */
export function textProblems(text: string, field: string, values: Pick<NameValues, "name" | "premiumName">): string[] {
  const problems: string[] = [];
  for (const [, key] of text.matchAll(placeholder)) {
    if (!(placeholderNames as readonly string[]).includes(key))
      problems.push(
        `${field}: {${key}} is not a placeholder (use ${placeholderNames.map((n) => `{${n}}`).join(", ")})`,
      );
  }
  // The longer name first: "Rift NOW" is reported as {premiumName}, not as {name} followed by " NOW".
  const names = [
    { value: values.premiumName, placeholder: "{premiumName}" },
    { value: values.name, placeholder: "{name}" },
  ].filter((n) => n.value.trim());
  let rest = text;
  for (const { value, placeholder: replacement } of names) {
    const typed = new RegExp(`(?<![\\p{L}\\p{N}])${escape(value)}(?![\\p{L}\\p{N}])`, "gu");
    if (typed.test(rest)) {
      problems.push(`${field}: types the name "${value}"; write ${replacement} instead, so a rename changes it too`);
      rest = rest.replace(typed, "");
    }
  }
  return problems;
}

/**
 * A Vite plugin for the browser build: in each messages module (app/i18n/messages/*.ts) the groups of
 * app/i18n/prerender-only.ts become `{}`. The prerender (the "ssr" environment) keeps every word.
 */
import { parseSync, type Plugin } from "vite";
import { prerenderOnlyGroups } from "../app/i18n/prerender-only.ts";

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The source with the values of the named top-level groups of each exported object replaced by `{}`. */
export function stripMessageGroups(code: string, groups: readonly string[], filename = "messages.ts"): string {
  const { program, errors } = parseSync(filename, code);
  if (errors.length > 0) throw new Error(`${filename}: ${errors[0]?.message}`);
  const cuts: { start: number; end: number }[] = [];
  for (const statement of program.body as unknown as Node[]) {
    const declaration = statement.type === "ExportNamedDeclaration" ? (statement.declaration as Node | null) : null;
    if (declaration?.type !== "VariableDeclaration") continue;
    for (const declarator of declaration.declarations as Node[]) {
      let init = declarator.init as Node | null;
      while (init && (init.type === "TSSatisfiesExpression" || init.type === "TSAsExpression")) init = init.expression as Node;
      if (init?.type !== "ObjectExpression") continue;
      for (const property of init.properties as Node[]) {
        const key = property.key as Node & { name?: string; value?: unknown };
        const name = key.type === "Identifier" ? key.name : key.value;
        if (property.type === "Property" && typeof name === "string" && groups.includes(name)) {
          const value = property.value as Node;
          cuts.push({ start: value.start, end: value.end });
        }
      }
    }
  }
  let result = code;
  for (const { start, end } of cuts.sort((a, b) => b.start - a.start)) result = `${result.slice(0, start)}{}${result.slice(end)}`;
  return result;
}

export function prerenderOnlyMessages(): Plugin {
  return {
    name: "rift:prerender-only-messages",
    applyToEnvironment: (environment) => environment.name === "client",
    transform: {
      filter: { id: /app[\\/]i18n[\\/]messages[\\/][^\\/]+\.ts$/ },
      handler(code, id) {
        return { code: stripMessageGroups(code, prerenderOnlyGroups, id), map: null };
      },
    },
  };
}

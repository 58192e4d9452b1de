/**
 * A self-contained function (no imports, no outer variables) and its arguments as an inline script's
 * text. Arguments are JSON (`<` escaped, so nothing closes the element early) or self-contained functions.
 */
export type BootFunction = (...args: never[]) => unknown;

export function inlineScript<F extends BootFunction>(run: F, ...args: Parameters<F>): string {
  return `(${run.toString()})(${args.map(serializeArgument).join(",")})`;
}

function serializeArgument(value: unknown): string {
  if (typeof value === "function") return `(${value.toString()})`;
  const escape = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;
  return JSON.stringify(value).replace(/[<\u2028\u2029]/g, escape);
}

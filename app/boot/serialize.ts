/**
 * Turns a self-contained function and its arguments into the text of an inline <script>:
 * `(function)(arg, …)`. Arguments are JSON values or other self-contained functions (passed by their
 * source). `<` is escaped in JSON so no value can close the script element early.
 *
 * A serialized function keeps nothing of its module: it must not use imports or outer variables.
 * Each boot module's test runs its serialized text on its own to prove that.
 */
// oxlint-disable-next-line typescript/no-explicit-any -- a boot function takes any arguments.
export type BootFunction = (...args: any[]) => unknown;

export function inlineScript<F extends BootFunction>(run: F, ...args: Parameters<F>): string {
  return `(${run.toString()})(${args.map(serializeArgument).join(",")})`;
}

function serializeArgument(value: unknown): string {
  if (typeof value === "function") return `(${value.toString()})`;
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

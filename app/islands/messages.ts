/**
 * The words an island needs, carried in the page with its props (Astro serializes them on its `<astro-island>`), so no island downloads a
 * messages module. A message is a string, or an arrow function that only interpolates its arguments
 * (app/i18n/messages/en.ts); a function travels as its template: the text it returns for placeholder
 * arguments. Pure: no React.
 */

/** Marks a template string in the serialized form (a private-use character no message contains). */
const TEMPLATE = "\uE000";
/** Stands for argument i inside a template: "\uE001" + i + "\uE002". */
const slot = (index: number) => `\uE001${index}\uE002`;
const SLOTS = /\uE001(\d+)\uE002/g;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** The groups `groups` of `messages`, as JSON: functions become templates. */
export function packMessages(messages: Record<string, unknown>, groups: readonly string[]): Record<string, Json> {
  const packed: Record<string, Json> = {};
  for (const group of groups) {
    if (!(group in messages)) throw new Error(`packMessages: no message group "${group}"`);
    packed[group] = pack(messages[group], group);
  }
  return packed;
}

function pack(value: unknown, path: string): Json {
  if (typeof value === "string") {
    if (value.includes(TEMPLATE) || /[\uE001\uE002]/.test(value))
      throw new Error(`packMessages: ${path} contains a reserved character`);
    return value;
  }
  if (typeof value === "function") {
    const args = Array.from({ length: value.length }, (_, index) => slot(index));
    const text: unknown = value(...args);
    if (typeof text !== "string") throw new Error(`packMessages: ${path} does not return a string`);
    // Only a plain template survives the trip: a message that chooses its words by its arguments
    // (a plural, a phrase fitted in) would arrive as the choice made for the placeholders.
    for (const probe of probes) {
      const probeArgs = args.map(() => probe);
      if (value(...probeArgs) !== fill(text, probeArgs))
        throw new Error(
          `packMessages: ${path} is not a plain template (its words depend on its arguments), so an island cannot carry it`,
        );
    }
    return TEMPLATE + text;
  }
  if (Array.isArray(value)) return value.map((item, index) => pack(item, `${path}.${index}`));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pack(item, `${path}.${key}`)]));
  }
  if (typeof value === "number" || typeof value === "boolean" || value === null) return value;
  throw new Error(`packMessages: ${path} cannot be carried in a page`);
}

/** Arguments a plain template gives back unchanged in place of its slots; a plural or a phrase rule would not. */
const probes: readonly unknown[] = [0, 1, 2, 5, 21, "5 minutes ago", "yesterday"];

const fill = (template: string, args: readonly unknown[]) =>
  template.replace(SLOTS, (_, index: string) => String(args[Number(index)]));

/** The inverse of packMessages: templates become functions again. */
export function unpackMessages(packed: unknown): unknown {
  if (typeof packed === "string") {
    if (!packed.startsWith(TEMPLATE)) return packed;
    const template = packed.slice(1);
    return (...args: unknown[]) => fill(template, args);
  }
  if (Array.isArray(packed)) return packed.map(unpackMessages);
  if (packed && typeof packed === "object") {
    return Object.fromEntries(Object.entries(packed).map(([key, item]) => [key, unpackMessages(item)]));
  }
  return packed;
}

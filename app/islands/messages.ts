/** An island's words, in its props (no messages module to download); a message function travels as its template. */

/** Marks a template (a private-use character no message contains); argument i is "\uE001" + i + "\uE002" in it. */
const TEMPLATE = "\uE000";
const slot = (index: number) => `\uE001${index}\uE002`;
const fill = (template: string, args: readonly unknown[]) =>
  template.replace(/\uE001(\d+)\uE002/g, (_, index: string) => String(args[Number(index)]));
/** Arguments a plain template gives back unchanged in place of its slots; a plural or a phrase rule would not. */
const probes: readonly unknown[] = [0, 1, 2, 5, 21, "5 minutes ago", "yesterday"];

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** The groups `groups` of `messages`, as JSON: functions become templates. */
export function packMessages(messages: Record<string, unknown>, groups: readonly string[]): Record<string, Json> {
  // A missing group is undefined, which cannot be carried: pack throws with its name.
  return Object.fromEntries(groups.map((group) => [group, pack(messages[group], group)]));
}

function pack(value: unknown, path: string): Json {
  if (typeof value === "function") {
    const text = String(value(...Array.from({ length: value.length }, (_, index) => slot(index))));
    // Only a plain template survives the trip: a message that chooses its words by its arguments
    // (a plural, a phrase fitted in) would arrive as the choice made for the placeholders.
    for (const probe of probes) {
      const args = Array.from({ length: value.length }, () => probe);
      if (value(...args) !== fill(text, args))
        throw new Error(
          `packMessages: ${path} is not a plain template (its words depend on its arguments), so an island cannot carry it`,
        );
    }
    return TEMPLATE + text;
  }
  if (Array.isArray(value)) return value.map((item, index) => pack(item, `${path}.${index}`));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pack(item, `${path}.${key}`)]));
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean" || value === null)
    return value;
  throw new Error(`packMessages: ${path} cannot be carried in a page`);
}

/** The inverse of packMessages: templates become functions again. */
export function unpackMessages(packed: unknown): unknown {
  if (typeof packed === "string" && packed.startsWith(TEMPLATE))
    return (...args: unknown[]) => fill(packed.slice(1), args);
  if (Array.isArray(packed)) return packed.map(unpackMessages);
  if (packed && typeof packed === "object")
    return Object.fromEntries(Object.entries(packed).map(([key, item]) => [key, unpackMessages(item)]));
  return packed;
}

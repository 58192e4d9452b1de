/**
 * An island's words, as plain props: every string as it is, every message that takes arguments as its
 * template ("Maintenance planned for {0}: {1}."), which the island fills in with `say`.
 */
import type { Messages } from "~/i18n/messages/en";

/** The words of the message groups `Group`, as an island receives them (its `words` prop). */
export type IslandWords<Group extends keyof Messages> = Words<Pick<Messages, Group>>;

/** `T` as an island receives it: its messages with arguments become templates. */
export type Words<T> = T extends (...args: never[]) => string
  ? string
  : T extends readonly (infer Item)[]
    ? Words<Item>[]
    : T extends object
      ? { [Key in keyof T]: Words<T[Key]> }
      : T;

/** `template` with its `{0}`, `{1}`… filled in by `args`. */
export const say = (template: string, ...args: readonly unknown[]) =>
  template.replace(/\{(\d+)\}/g, (slot, index: string) => (index in args ? String(args[Number(index)]) : slot));

/**
 * Arguments a plain template gives back unchanged in place of its slots; a plural or a phrase rule would not:
 * counts, Intl's relative phrases and times as the pages format them. Each slot gets another one.
 */
const probes = [0, 1, 2, 5, 21, "5 minutes ago", "yesterday", "1:00 AM UTC", "Dec 2, 2026, 11:06 UTC"];

/** `value` with each message that takes arguments made its template; a message that is no plain template throws. */
export const toWords = <T>(value: T, path = "words") => convert(value, path) as Words<T>;

function convert(value: unknown, path: string): unknown {
  if (typeof value === "function") {
    const text = String(value(...Array.from({ length: value.length }, (_, index) => `{${index}}`)));
    // Only a plain template survives the trip: a message that chooses its words by its arguments
    // (a plural, a phrase fitted in) would arrive as the choice made for the placeholders.
    for (const first of probes.keys()) {
      const args = Array.from({ length: value.length }, (_, slot) => probes[(first + slot) % probes.length]);
      if (value(...args) !== say(text, ...args))
        throw new Error(`toWords: ${path} is not a plain template (its words depend on its arguments)`);
    }
    return text;
  }
  if (Array.isArray(value)) return value.map((item, index) => convert(item, `${path}.${index}`));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, convert(item, `${path}.${key}`)]));
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean" || value === null)
    return value;
  throw new Error(`toWords: ${path} cannot be carried in a page`);
}

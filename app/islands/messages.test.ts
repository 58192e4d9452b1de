// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the language that failed.
import { describe, expect, it } from "vitest";
import { packMessages, unpackMessages } from "./messages";
import { en } from "~/i18n/messages/en";
import { enPages } from "~/i18n/messages/pages/en";

const shells = import.meta.glob<Record<string, unknown>>("../i18n/messages/*.ts", { eager: true });
const pageWords = import.meta.glob<Record<string, unknown>>("../i18n/messages/pages/*.ts", { eager: true });
const languages = Object.keys(shells).map((file) => {
  const name = file.split("/").pop()!;
  const exported = (module: Record<string, unknown>) => Object.values(module).find((value) => value && typeof value === "object") as Record<string, unknown>;
  return { name, messages: { ...exported(shells[file]!), ...exported(pageWords[`../i18n/messages/pages/${name}`]!) } };
});

/** Every function message with its path. */
function functions(value: unknown, path = ""): [string, (...args: string[]) => string][] {
  if (typeof value === "function") return [[path, value as (...args: string[]) => string]];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => functions(item, path ? `${path}.${key}` : key));
  return [];
}

describe("an island's words in the page", () => {
  it("come back the same after JSON, in every language: strings as they are, functions giving the same text", () => {
    expect(languages.length).toBeGreaterThanOrEqual(9);
    for (const { name, messages } of languages) {
      const groups = Object.keys(messages);
      const back = unpackMessages(JSON.parse(JSON.stringify(packMessages(messages, groups)))) as Record<string, unknown>;
      const originals = functions(messages);
      const rebuilt = new Map(functions(back));
      expect(originals.length, name).toBeGreaterThan(20);
      for (const [path, original] of originals) {
        const args = Array.from({ length: original.length }, (_, index) => `«arg ${index} $1 {0} <b>»`);
        expect(rebuilt.get(path)!(...args), `${name}: ${path}`).toBe(original(...args));
      }
      const strip = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (_, item) => (typeof item === "function" ? "fn" : item)));
      expect(strip(back), name).toEqual(strip(messages));
    }
  });

  it("carry only the groups asked for, and refuse a group that does not exist", () => {
    const messages = { ...en, ...enPages } as unknown as Record<string, unknown>;
    expect(Object.keys(packMessages(messages, ["toasts", "joiner"]))).toEqual(["toasts", "joiner"]);
    expect(() => packMessages(messages, ["nope"])).toThrow('no message group "nope"');
  });
});

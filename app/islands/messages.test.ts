// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the language that failed.
import { describe, expect, it } from "vitest";
import { packMessages, unpackMessages } from "./messages";
import { en } from "~/i18n/messages/en";
import { enPages } from "~/i18n/messages/pages/en";

const shells = import.meta.glob<Record<string, unknown>>("../i18n/messages/*.ts", { eager: true });
const pageWords = import.meta.glob<Record<string, unknown>>("../i18n/messages/pages/*.ts", { eager: true });
const languages = Object.keys(shells).map((file) => {
  const name = file.split("/").pop()!;
  const exported = (module: Record<string, unknown>) =>
    Object.values(module).find((value) => value && typeof value === "object") as Record<string, unknown>;
  return { name, messages: { ...exported(shells[file]!), ...exported(pageWords[`../i18n/messages/pages/${name}`]!) } };
});

/**
 * Groups read only by pages without islands, never carried to the browser: /robux's plural counter, and
 * /status, rendered without a script (its times are in UTC for that reason), whose languages choose
 * words by the count and the time (Arabic dual, Portuguese "dia"/"dias", Spanish "las"/"el"), and its
 * maintenance windows (Vietnamese puts "UTC" before the date).
 */
const pageOnlyGroups = new Set(["robux", "statusPage", "maintenance"]);

/** Intl's relative phrases in a language, as the live status and recent servers pass them (lower-cased). */
function intlPhrases(tag: string): string[] {
  const format = new Intl.RelativeTimeFormat(tag, { numeric: "auto" });
  const units: [number, Intl.RelativeTimeFormatUnit][] = [
    [-1, "minute"],
    [-5, "minute"],
    [-2, "hour"],
    [-1, "day"],
    [-3, "day"],
    [-1, "week"],
    [-1, "month"],
    [-1, "year"],
  ];
  return units.map(([value, unit]) => format.format(value, unit).toLocaleLowerCase(tag));
}

/** Every function message with its path. */
function functions(value: unknown, path = ""): [string, (...args: string[]) => string][] {
  if (typeof value === "function") return [[path, value as (...args: string[]) => string]];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => functions(item, path ? `${path}.${key}` : key));
  return [];
}

describe("an island's words in the page", () => {
  it("come back the same after JSON, in every language: strings as they are, functions giving the same text", () => {
    expect(languages.length).toBeGreaterThanOrEqual(9);
    for (const { name, messages } of languages) {
      // Every group an island may carry: all but the pages without islands (/robux's plural counter).
      const groups = Object.keys(messages).filter((group) => !pageOnlyGroups.has(group));
      const back = unpackMessages(JSON.parse(JSON.stringify(packMessages(messages, groups)))) as Record<
        string,
        unknown
      >;
      const originals = functions(Object.fromEntries(groups.map((group) => [group, messages[group]])));
      const rebuilt = new Map(functions(back));
      expect(originals.length, name).toBeGreaterThan(20);
      const tag = name.replace(/\.ts$/, "").replace("pt-br", "pt-BR");
      // What the pages pass: markup-like text, counts, and Intl's own phrases in the language.
      const samples: unknown[] = ["«arg $1 {0} <b>»", 0, 1, 2, 5, 21, ...intlPhrases(tag)];
      for (const [path, original] of originals) {
        for (const sample of samples) {
          const args = Array.from({ length: original.length }, () => sample);
          expect(rebuilt.get(path)!(...(args as string[])), `${name}: ${path}(${String(sample)})`).toBe(
            original(...(args as string[])),
          );
        }
      }
      const strip = (value: unknown): unknown =>
        JSON.parse(JSON.stringify(value, (_, item) => (typeof item === "function" ? "fn" : item)));
      expect(strip(back), name).toEqual(strip(Object.fromEntries(groups.map((group) => [group, messages[group]]))));
    }
  });

  it("refuse a message that chooses its words by its arguments (a plural), naming it", () => {
    const messages = {
      robux: { counterUnit: (count: number) => (count === 1 ? "Robux generated" : "Robux generated, in all") },
    };
    expect(() => packMessages(messages, ["robux"])).toThrow("packMessages: robux.counterUnit is not a plain template");
  });

  it("carry only the groups asked for, and refuse a group that does not exist", () => {
    const messages = { ...en, ...enPages } as unknown as Record<string, unknown>;
    expect(Object.keys(packMessages(messages, ["toasts", "joiner"]))).toEqual(["toasts", "joiner"]);
    expect(() => packMessages(messages, ["nope"])).toThrow("packMessages: nope cannot be carried in a page");
  });
});

// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the language that failed.
import { describe, expect, it } from "vitest";
import { say, toWords } from "./words";
import { formatUtcTime } from "~/lib/format";

const shells = import.meta.glob<Record<string, unknown>>("./messages/*.ts", { eager: true });
const pageWords = import.meta.glob<Record<string, unknown>>("./messages/pages/*.ts", { eager: true });
const languages = Object.keys(shells).map((file) => {
  const name = file.split("/").pop()!;
  const exported = (module: Record<string, unknown>) =>
    Object.values(module).find((value) => value && typeof value === "object") as Record<string, unknown>;
  return { name, messages: { ...exported(shells[file]!), ...exported(pageWords[`./messages/pages/${name}`]!) } };
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

/** Every string and template of `value` with its path. */
function leaves(value: unknown, path = ""): [string, unknown][] {
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  return [[path, value]];
}

describe("an island's words", () => {
  it("say what the messages say, in every language: strings as they are, templates filled in as the functions do", () => {
    expect(languages.length).toBeGreaterThanOrEqual(9);
    for (const { name, messages } of languages) {
      // Every group an island may carry: all but the pages without islands (/robux's plural counter).
      const groups = Object.fromEntries(Object.entries(messages).filter(([group]) => !pageOnlyGroups.has(group)));
      // What the page carries: JSON.
      const words = new Map(leaves(JSON.parse(JSON.stringify(toWords(groups)))));
      const originals = leaves(groups);
      expect(originals.filter(([, value]) => typeof value === "function").length, name).toBeGreaterThan(20);
      expect([...words.keys()], name).toEqual(originals.map(([path]) => path));
      const tag = name.replace(/\.ts$/, "").replace("pt-br", "pt-BR");
      // What the pages pass: markup-like text, counts, Intl's own phrases and times as the pages format them.
      const times = ["2026-12-02T01:00:00Z", "2026-12-02T11:06:00Z"].flatMap((iso) =>
        [true, false].map((withDate) => formatUtcTime(iso, tag, withDate)),
      );
      const samples: unknown[] = ["«arg $1 {0} <b>»", 0, 1, 2, 5, 21, ...intlPhrases(tag), ...times];
      for (const [path, original] of originals) {
        const template = words.get(path);
        // Each slot another sample, so a template that swapped or repeated its slots would say something else.
        const argsOf = (first: number) =>
          Array.from(
            { length: (original as () => string).length },
            (_, slot) => samples[(first + slot) % samples.length],
          );
        // A string arrives as it is; a function as a template that says what it says, whatever it is given.
        const [said, meant] =
          typeof original === "function"
            ? [
                samples.map((_, first) => say(String(template), ...argsOf(first))),
                samples.map((_, first) => original(...argsOf(first))),
              ]
            : [template, original];
        expect(said, `${name}: ${path}`).toEqual(meant);
        expect(typeof template, `${name}: ${path}`).toBe(typeof original === "function" ? "string" : typeof original);
      }
    }
  });

  it("refuse a message that chooses its words by its arguments (a plural), naming it", () => {
    const messages = {
      robux: { counterUnit: (count: number) => (count === 1 ? "Robux generated" : "Robux generated, in all") },
    };
    expect(() => toWords(messages)).toThrow("toWords: words.robux.counterUnit is not a plain template");
  });

  it("refuse what a page cannot carry, naming it", () => {
    expect(() => toWords(undefined, "nope")).toThrow("toWords: nope cannot be carried in a page");
  });

  it("fill in only the slots they have: a template without one stays as it is", () => {
    expect(say("Server {0}…", "0a1b2c3d")).toBe("Server 0a1b2c3d…");
    expect(say("Just now", "ignored")).toBe("Just now");
    expect(say("{1} before {0}", "a", "b")).toBe("b before a");
    expect(say("{0} and {1}", "only")).toBe("only and {1}");
  });
});

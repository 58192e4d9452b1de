import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { brand } from "~/config/brand";
import { compareMessages, messageFileProblems, namesTypedIn } from "./check-messages";
import { enPages } from "./messages/pages/en";
import { en as fixtureEn } from "./__fixtures__/messages/en";
import { en } from "./messages/en";

const load = (file: string) => import(/* @vite-ignore */ file) as Promise<Record<string, unknown>>;

describe("compareMessages", () => {
  it("finds nothing to say about identical shapes", () => {
    expect(compareMessages(en, en)).toEqual([]);
  });
  it("names missing, extra and mistyped keys by their dotted path", () => {
    const reference = { a: "x", b: { c: "y", d: (n: string) => n } };
    const candidate = { b: { c: (n: string) => n, d: (n: string) => n, e: "z" }, f: "w" };
    expect(compareMessages(reference, candidate)).toEqual([
      "missing key a",
      "key b.c must be a text, not a function",
      "extra key b.e",
      "extra key f",
    ]);
  });
  it("says when a group is replaced by a text", () => {
    expect(compareMessages({ a: { b: "x" } }, { a: "x" })).toEqual(["key a must be a group of keys, not a text"]);
  });
});

describe("namesTypedIn", () => {
  it("finds a name typed in a text or returned by a function, not one passed as a value", () => {
    const messages = { a: "Join Rift", b: { c: (hub: string) => `Join ${hub}`, d: (n: string) => `Rift ${n}` } };
    expect(namesTypedIn(messages, ["Rift"])).toEqual([
      'key a types "Rift": take it as a value',
      'key b.d types "Rift": take it as a value',
    ]);
  });
});

describe("messageFileProblems", () => {
  const fixtures = join(import.meta.dirname, "__fixtures__/messages");
  it("reads the locale files beside en.ts", async () => {
    const read: string[] = [];
    await messageFileProblems(fixtures, fixtureEn, (file) => (read.push(basename(file)), load(file)));
    expect(read).toEqual(["xx.ts", "yy.ts"]);
  });
  it("gives one line per problem, naming the file", async () => {
    expect(await messageFileProblems(fixtures, fixtureEn, load)).toEqual([
      "xx.ts: missing key common.bye",
      "xx.ts: key home.greet must be a function, not a text",
      "xx.ts: extra key home.extra",
    ]);
  });
  it("names a file whose message types the hub's name", async () => {
    expect((await messageFileProblems(fixtures, fixtureEn, load, ["Hello"])).join("\n")).toMatch(
      /^en\.ts: key .* types "Hello"/,
    );
  });
  it("accepts the real translations, which take the hub's names as values", async () => {
    const names = [brand.name, brand.premiumName];
    expect(await messageFileProblems(join(import.meta.dirname, "messages"), en, load, names)).toEqual([]);
    expect(await messageFileProblems(join(import.meta.dirname, "messages/pages"), enPages, load, names)).toEqual([]);
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { en } from "../app/i18n/messages/en.ts";
import { prerenderOnlyGroups } from "../app/i18n/prerender-only.ts";
import { stripMessageGroups } from "./prerender-only-messages.ts";

describe("stripMessageGroups", () => {
  it("empties the named groups and keeps the rest, non-ASCII text included", () => {
    const code = 'export const en = { a: { b: "“x” ©" }, meta: { title: (n: string) => `${n} …` }, c: "ç" } satisfies Messages;';
    const out = stripMessageGroups(code, ["meta"]);
    expect(out).toBe('export const en = { a: { b: "“x” ©" }, meta: {}, c: "ç" } satisfies Messages;');
  });
  it("leaves nested keys of the same name alone", () => {
    const code = "export const en = { home: { meta: 'x' } };";
    expect(stripMessageGroups(code, ["meta"])).toBe(code);
  });
  it("empties only the prerender-only groups of the real English module", () => {
    const source = readFileSync(new URL("../app/i18n/messages/en.ts", import.meta.url), "utf8");
    const stripped = stripMessageGroups(source, prerenderOnlyGroups, "en.ts");
    for (const group of prerenderOnlyGroups) expect(stripped).toMatch(new RegExp(`\\n  ${group}: \\{\\},\\n`));
    // What a hydrated page reads is untouched, e.g. the landing page's words and the joiner's.
    const between = (from: string, to: string) => source.slice(source.indexOf(`\n  ${from}: {`), source.indexOf(`\n  ${to}: {`));
    expect(stripped).toContain(between("home", "status"));
    expect(stripped).toContain(between("joiner", "servercodes"));
    expect(Object.keys(en)).toEqual(expect.arrayContaining([...prerenderOnlyGroups]));
  });
});

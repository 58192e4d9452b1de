/**
 * `npm run check` against a copy of the project's operator files with one mistake each: the real
 * check, the real files, the real module loader. Every kind of mistake issue 20 lists is here.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { checkSite, translationProblems } from "./check-site";
import { brand, games } from "./brand";
import { resellers } from "./key-flow";

const repo = resolve(import.meta.dirname, "../..");
const copies: string[] = [];
// Deleting the project copies can take longer than the default 10 s on a loaded disk.
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })), 60_000);

/** A copy of app/ and public/ (what an operator edits, and what checks it), changed by `change`. */
function project(change: (dir: string) => void = () => {}): string {
  const dir = mkdtempSync(join(tmpdir(), "rift-check-"));
  copies.push(dir);
  cpSync(join(repo, "app"), join(dir, "app"), { recursive: true, filter: (src) => !/\.test\.tsx?$/.test(src) });
  cpSync(join(repo, "public"), join(dir, "public"), { recursive: true });
  change(dir);
  return dir;
}
const edit = (dir: string, file: string, from: string | RegExp, to: string) => {
  const path = join(dir, file);
  const text = readFileSync(path, "utf8");
  const next = text.replace(from, to);
  if (next === text) throw new Error(`${file}: nothing to replace for ${from}`);
  writeFileSync(path, next);
};
// Each copy is a fresh module graph: the query string keeps Vitest from reusing another copy's modules.
let generation = 0;
const check = (dir: string) => {
  const run = ++generation;
  return checkSite({ root: dir, load: (file) => import(/* @vite-ignore */ `${pathToFileURL(file).href}?copy=${run}`) });
};

const firstGame = games[0].title;

describe("npm run check", () => {
  it("finds nothing wrong with the project as shipped", async () => {
    expect(await check(project())).toEqual([]);
  });

  it.each([
    [
      "an unknown field on a game",
      (d: string) => edit(d, "app/config/brand.ts", `title: "${firstGame}",`, `title: "${firstGame}", subtitle: "x",`),
      "app/config/brand.ts: games.0.subtitle: is not a field the site knows (remove it, or fix its spelling",
    ],
    [
      "an unknown top-level brand field",
      (d: string) => edit(d, "app/config/brand.ts", "themeColor:", 'slogan: "x",\n  themeColor:'),
      "app/config/brand.ts: brand.slogan: is not a field the site knows",
    ],
    [
      "a game image that does not exist",
      (d: string) => edit(d, "app/config/brand.ts", games[0].image, "/games/missing.svg"),
      "app/config/brand.ts: games.0.image: public/games/missing.svg does not exist (add the file, or fix the path)",
    ],
    [
      "a logo file that does not exist",
      (d: string) => edit(d, "app/config/brand.ts", /^  logo: null/m, '  logo: "/brand/logo.svg"'),
      "app/config/brand.ts: brand.logo: public/brand/logo.svg does not exist",
    ],
    [
      "an icon that is not square",
      (d: string) => {
        // A real 2×1 PNG header is enough for the size check.
        const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000002000000010806000000", "hex");
        writeFileSync(join(d, "public/icon.png"), png);
        edit(d, "app/config/brand.ts", /^  icon: null/m, '  icon: "/icon.png"');
      },
      "app/config/brand.ts: brand.icon: public/icon.png is 2×1; it must be square and at least 512×512",
    ],
    [
      "an http:// community invite",
      (d: string) => edit(d, "app/config/brand.ts", /communityInvite: "https:/, 'communityInvite: "http:'),
      "app/config/brand.ts: links.communityInvite: must be an absolute https:// URL",
    ],
    [
      "a typed name in a configured text",
      (d: string) => edit(d, "app/config/brand.ts", "{name} is a free", `${brand.name} is a free`),
      `app/config/brand.ts: brand.description: types the name "${brand.name}"; write {name} instead`,
    ],
    [
      "an unknown placeholder",
      (d: string) => edit(d, "app/config/key-flow.ts", "{premiumName}", "{product}"),
      "app/config/key-flow.ts: getKey.premium.cta: {product} is not a placeholder",
    ],
    [
      "a typed name in a translation",
      (d: string) => edit(d, "app/config/translations/es.ts", "Obtener {premiumName}", `Obtener ${brand.premiumName}`),
      `app/config/translations/es.ts: getKey.premium.cta: types the name "${brand.premiumName}"`,
    ],
    [
      "a translation of a field that does not exist",
      (d: string) =>
        edit(d, "app/config/translations/es.ts", "partnerBanner: {", 'partnerBanner: {\n    subtitle: "x",'),
      "app/config/translations/es.ts: partnerBanner.subtitle is not a field of the configuration",
    ],
    [
      "a translation file of an unknown language",
      (d: string) => writeFileSync(join(d, "app/config/translations/de.ts"), "export const de = {};\n"),
      'app/config/translations/de.ts: "de" is not a language code of the site',
    ],
    [
      "a legal fact out of range",
      (d: string) => edit(d, "app/config/legal.ts", /minimumAge: \d+/, "minimumAge: 0"),
      "app/config/legal.ts: legal.minimumAge: must be at least 1",
    ],
    [
      "a missing legal fact",
      (d: string) => edit(d, "app/config/legal.ts", /\n\s*contactRoute: "[^"]*",/, ""),
      "app/config/legal.ts: legal.contactRoute: is missing (add it",
    ],
    [
      "a second official reseller",
      (d: string) => edit(d, "app/config/key-flow.ts", "official: false", "official: true"),
      "app/config/key-flow.ts: resellers: the first reseller, and only it, must be official: true",
    ],
    [
      "a status file with a bad status",
      (d: string) => edit(d, "public/status.json", /"operational"/, '"fine"'),
      "public/status.json: games.",
    ],
    [
      "a status file without a configured executor",
      (d: string) => edit(d, "public/status.json", /\{ "name": "Xeno"[^}]*\},\n\s*/, ""),
      'public/status.json: executors: "Xeno" is missing (add { "name": "Xeno", "status": "working", "checkedAt": "2026-11-23T09:00:00Z" } to its "executors" list)',
    ],
    [
      "a status file that is not JSON",
      (d: string) => writeFileSync(join(d, "public/status.json"), "{ nope"),
      "public/status.json: ",
    ],
    [
      "a broken configuration file",
      (d: string) => writeFileSync(join(d, "app/config/legal.ts"), "export const legal = {\n"),
      "app/config/legal.ts: cannot be read: ",
    ],
    [
      "an export the site does not know",
      (d: string) =>
        edit(d, "app/config/brand.ts", "export const loader", 'export const subtitle = "x";\nexport const loader'),
      "app/config/brand.ts: subtitle: is not a part of the configuration the site knows",
    ],
    [
      "a configuration file without its export",
      (d: string) => edit(d, "app/config/key-flow.ts", "export const thirdParty", "const thirdParty"),
      'app/config/key-flow.ts: thirdParty: is not exported (keep "export const thirdParty = …")',
    ],
  ])("reports %s in one line naming the file, the field and the fix", async (_kind, change, line) => {
    const problems = await check(project(change));
    expect(
      problems.some((problem) => problem.startsWith(line)),
      `${line}\nnot in:\n${problems.join("\n")}`,
    ).toBe(true);
    for (const problem of problems) expect(problem).toMatch(/^(app|public)\/[\w./-]+: \S/);
  });

  it("still reports the status file when the configuration is wrong", async () => {
    const problems = await check(
      project((d) => {
        edit(d, "app/config/brand.ts", /docs: "https:/, 'docs: "http:');
        edit(d, "public/status.json", /"operational"/, '"fine"');
      }),
    );
    expect(problems.filter((p) => p.startsWith("app/config/brand.ts: links.docs"))).toHaveLength(1);
    expect(problems.filter((p) => p.startsWith("public/status.json: games."))).not.toHaveLength(0);
  });

  it("checks the status file on its own when a configuration file cannot be read", async () => {
    const problems = await check(
      project((d) => {
        writeFileSync(join(d, "app/config/brand.ts"), "export const brand = {\n");
        edit(d, "public/status.json", /"operational"/, '"fine"');
      }),
    );
    expect(problems.filter((p) => p.startsWith("public/status.json: games."))).toHaveLength(1);
    expect(problems.some((p) => p.includes("is not a configured game"))).toBe(false);
  });

  it("prints one line per problem and no stack trace, from npm run check and from npm run build", () => {
    const dir = project((d) => {
      edit(d, "app/config/brand.ts", /communityInvite: "https:/, 'communityInvite: "http:');
      edit(
        d,
        "app/config/key-flow.ts",
        `name: "${resellers[1]!.name}",`,
        `name: "${resellers[1]!.name}", colour: "red",`,
      );
    });
    // The project as `npm run` sees it: its package.json, its scripts and its node_modules/.bin first on PATH.
    for (const file of ["package.json", "scripts/check.ts"]) cpSync(join(repo, file), join(dir, file));
    symlinkSync(join(repo, "node_modules"), join(dir, "node_modules"), "dir");
    const env = { ...process.env, PATH: `${join(dir, "node_modules/.bin")}:${process.env.PATH}` };
    const { scripts } = JSON.parse(readFileSync(join(repo, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    for (const script of [scripts.check!, scripts.build!]) {
      const result = spawnSync("sh", ["-c", script], { cwd: dir, encoding: "utf8", env });
      expect(result.status, `${script}`).toBe(1);
      const output = `${result.stdout}${result.stderr}`;
      expect(output).toContain("Configuration check: 2 problems.");
      expect(output).toContain("  app/config/brand.ts: links.communityInvite: must be an absolute https:// URL");
      expect(output).toContain("  app/config/key-flow.ts: resellers.1.colour: is not a field the site knows");
      expect(output).not.toMatch(/\n\s+at |Error:|failed to load config|site\.ts/);
    }
  }, 60_000);
});

describe("the operator translations' check", () => {
  const english = { brand: { name: "Rift", tagline: "The hub" }, stats: [{ value: "4K+", label: "Active Users" }] };
  function rootWith(files: Record<string, unknown>) {
    const root = mkdtempSync(join(tmpdir(), "rift-translations-"));
    copies.push(root);
    mkdirSync(join(root, "app/config/translations"), { recursive: true });
    for (const name of Object.keys(files)) writeFileSync(join(root, "app/config/translations", name), "");
    return { root, load: async (file: string) => ({ t: files[file.split("/").pop()!] }) };
  }

  it("accepts translations named by a published language", async () => {
    const { root, load } = rootWith({
      "pt-br.ts": { brand: { tagline: "O hub" } },
      "ar.ts": { stats: [{ label: "مستخدمون" }] },
    });
    expect(await translationProblems(root, english, load)).toEqual([]);
  });
  it("names an unknown language code and every bad field", async () => {
    const { root, load } = rootWith({
      "pt.ts": {},
      "es.ts": { brand: { name: "Rifto", slogan: "x" }, stats: [{ value: "1" }] },
    });
    expect(await translationProblems(root, english, load)).toEqual([
      "app/config/translations/es.ts: brand.name is not translatable (links, ids and names of things stay as configured)",
      "app/config/translations/es.ts: brand.slogan is not a field of the configuration",
      "app/config/translations/es.ts: stats[0].value is not translatable (links, ids and names of things stay as configured)",
      'app/config/translations/pt.ts: "pt" is not a language code of the site (one of pt-br, es, id, vi, th, fil, ru, ar)',
    ]);
  });
});

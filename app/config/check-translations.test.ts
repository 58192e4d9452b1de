import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkOperatorTranslations } from "./check-translations";

const english = { brand: { name: "Rift", tagline: "The hub" }, stats: [{ value: "4K+", label: "Active Users" }] };

function dirWith(files: Record<string, unknown>) {
  const dir = mkdtempSync(join(tmpdir(), "rift-translations-"));
  mkdirSync(dir, { recursive: true });
  for (const name of Object.keys(files)) writeFileSync(join(dir, name), "");
  return { dir, load: async (file: string) => ({ t: files[file.split("/").pop()!] }) };
}

describe("checkOperatorTranslations", () => {
  it("accepts translations named by a published language", async () => {
    const { dir, load } = dirWith({ "pt-br.ts": { brand: { tagline: "O hub" } }, "ar.ts": { stats: [{ label: "مستخدمون" }] } });
    await expect(checkOperatorTranslations(dir, english, load)).resolves.toBeUndefined();
  });
  it("names an unknown language code and every bad field", async () => {
    const { dir, load } = dirWith({ "pt.ts": {}, "es.ts": { brand: { name: "Rifto", slogan: "x" }, stats: [{ value: "1" }] } });
    await expect(checkOperatorTranslations(dir, english, load)).rejects.toThrow(
      [
        `Invalid operator translations in ${dir}:`,
        "- translations/es.ts: brand.name is not translatable (links, ids and names of things stay as configured)",
        "- translations/es.ts: brand.slogan is not a field of the configuration",
        "- translations/es.ts: stats[0].value is not translatable (links, ids and names of things stay as configured)",
        '- translations/pt.ts: "pt" is not a language code of the site (one of pt-br, es, id, vi, th, fil, ru, ar)',
      ].join("\n"),
    );
  });
});

/**
 * The README's "Configure and rebrand" table and the schema list the same fields, each in the file
 * that holds it, so the README cannot drift from the configuration.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { configFiles, siteSchema } from "./schema";

const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");

/** Every leaf field of a zod schema, as `a.b`, `a[].b` for lists of objects (a list of plain values is a leaf). */
function fieldsOf(schema: z.ZodType, path = ""): string[] {
  const def = (schema as unknown as { def: Record<string, unknown> & { type: string } }).def;
  switch (def.type) {
    case "object":
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, child]) => fieldsOf(child, path ? `${path}.${key}` : key));
    case "array": {
      const element = def.element as z.ZodType;
      const inner = (element as unknown as { def: { type: string } }).def.type;
      return inner === "object" ? fieldsOf(element, `${path}[]`) : [path];
    }
    case "nullable":
    case "optional":
      return fieldsOf(def.innerType as z.ZodType, path);
    case "pipe":
      return fieldsOf(def.in as z.ZodType, path);
    default:
      return [path];
  }
}

/** The table's rows: each field named in the first cell, with the file of the second. */
function readmeRows(): { field: string; file: string }[] {
  const start = readme.indexOf("## Configure and rebrand");
  const section = readme.slice(start, readme.indexOf("\n## ", start + 1));
  const table = section.slice(section.indexOf("| field | file |"), section.indexOf("\n\n", section.indexOf("| field | file |")));
  return table
    .split("\n")
    .slice(2)
    .flatMap((row) => {
      const [fields = "", file = ""] = row.split("|").slice(1).map((cell) => cell.trim());
      return [...fields.matchAll(/`([^`]+)`/g)].map((match) => ({ field: match[1]!, file: file.replaceAll("`", "") }));
    });
}

describe("README: Configure and rebrand", () => {
  const rows = readmeRows();

  it("lists every field of the schema, and no other", () => {
    expect(rows.length).toBeGreaterThan(40);
    expect(rows.map((row) => row.field).sort()).toEqual(fieldsOf(siteSchema).sort());
  });

  it("names the file that holds each field", () => {
    for (const { field, file } of rows) {
      const top = field.split(/[.[]/)[0] as keyof typeof configFiles;
      expect(file, `${field}`).toBe(configFiles[top]);
    }
  });

  it("says there are four files, and names each", () => {
    const section = readme.slice(readme.indexOf("## Configure and rebrand"), readme.indexOf("## How the pages behave"));
    expect(section).toContain("in four files");
    for (const file of new Set(Object.values(configFiles))) expect(section).toContain(`\`${file}\``);
  });

  it("lists every legal fact an operator confirms", () => {
    const start = readme.indexOf("### Legal facts to confirm");
    const checklist = readme.slice(start, readme.indexOf("\n## ", start));
    const legalFacts = fieldsOf(siteSchema).filter((f) => f.startsWith("legal.") && !f.includes("[]") && f !== "legal.lastUpdated");
    for (const field of legalFacts) expect(checklist, `${field}`).toContain(`| \`${field}\` |`);
  });
});

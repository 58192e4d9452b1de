/**
 * Remark plugin for the legal MDX files (app/content/*.mdx): every `## Heading` (plain text only)
 * gets a stable id from its text (app/lib/slug.ts), and the module exports them as
 * `sections = [{ id, title }, …]` for the table of contents.
 */
import { sectionsFromTitles, type Section } from "../app/lib/slug.ts";

/** The few mdast fields this plugin reads (mdast types are not a direct dependency). */
interface MdNode {
  type: string;
  depth?: number;
  value?: string;
  children?: MdNode[];
  data?: Record<string, unknown> & { hProperties?: Record<string, unknown> };
}

const plainInline = new Set(["text", "inlineCode", "emphasis", "strong"]);

export function remarkSections() {
  return (tree: MdNode, file?: { path?: string }) => {
    const headings = (tree.children ?? []).filter((node) => node.type === "heading" && node.depth === 2);
    const sections = sectionsFromTitles(headings.map((heading) => headingText(heading, file?.path)));
    headings.forEach((heading, index) => {
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id: sections[index].id } };
    });
    tree.children = [...(tree.children ?? []), sectionsExport(sections)];
  };
}

function headingText(node: MdNode, path = "an MDX file"): string {
  return (node.children ?? [])
    .map((child) => {
      if (!plainInline.has(child.type))
        throw new Error(`${path}: section headings must be plain text (found ${child.type} in a "##" heading)`);
      return child.value ?? headingText(child, path);
    })
    .join("")
    .trim();
}

/** An MDX ESM node holding `export const sections = [{ id, title }, …]` as an ESTree program. */
function sectionsExport(sections: readonly Section[]): MdNode {
  // Plain `key: "value"` properties: not computed, shorthand or methods (undefined is false for MDX's printer).
  const property = ([key, value]: [string, string]) => ({
    type: "Property",
    kind: "init",
    key: { type: "Identifier", name: key },
    value: { type: "Literal", value, raw: JSON.stringify(value) },
  });
  const elements = sections.map((section) => ({
    type: "ObjectExpression",
    properties: Object.entries(section).map(property),
  }));
  const init = { type: "ArrayExpression", elements };
  const declarations = [{ type: "VariableDeclarator", id: { type: "Identifier", name: "sections" }, init }];
  const declaration = { type: "VariableDeclaration", kind: "const", declarations };
  const body = [{ type: "ExportNamedDeclaration", specifiers: [], source: null, attributes: [], declaration }];
  return { type: "mdxjsEsm", value: "", data: { estree: { type: "Program", sourceType: "module", body } } };
}

/**
 * Remark plugin for the legal MDX files (app/content/*.mdx): every `## Heading` (plain text only) gets a stable
 * id from its text (app/lib/slug.ts), and the module exports them as `sections` for the table of contents.
 */
import { parseAst } from "rolldown/parseAst";
import { sectionsFromTitles } from "../app/lib/slug.ts";

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
    // `export const sections = …` as an MDX ESM node, its ESTree parsed by Rolldown (Oxc).
    const estree = parseAst(`export const sections = ${JSON.stringify(sections)};`);
    tree.children = [...(tree.children ?? []), { type: "mdxjsEsm", value: "", data: { estree } }];
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

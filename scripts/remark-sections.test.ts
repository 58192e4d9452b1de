import { describe, expect, it } from "vitest";
import { remarkSections } from "./remark-sections";

const text = (value: string) => ({ type: "text", value });
const heading = (depth: number, ...children: object[]) => ({ type: "heading", depth, children });

function run(children: object[]) {
  const tree = { type: "root", children } as any;
  remarkSections()(tree, { path: "terms.mdx" });
  return tree;
}

/** The `sections` array the added ESM node exports, read back from its ESTree. */
function exportedSections(tree: any) {
  const esm = tree.children.at(-1);
  expect(esm.type).toBe("mdxjsEsm");
  const declarator = esm.data.estree.body[0].declaration.declarations[0];
  expect(declarator.id.name).toBe("sections");
  return declarator.init.elements.map((element: any) =>
    Object.fromEntries(element.properties.map((p: any) => [p.key.name ?? p.key.value, p.value.value])),
  );
}

describe("remarkSections", () => {
  it("gives every second-level heading an id from its text", () => {
    const tree = run([
      heading(2, text("1. Accurate Product Representation")),
      heading(2, text("2. No Free Key Distribution")),
    ]);
    expect(tree.children[0].data.hProperties.id).toBe("accurate-product-representation");
    expect(tree.children[1].data.hProperties.id).toBe("no-free-key-distribution");
  });

  it("exports the sections in document order for the table of contents", () => {
    const tree = run([
      heading(2, text("Keys")),
      { type: "paragraph", children: [text("Body")] },
      heading(3, text("A detail")),
      heading(2, text("Refunds "), { type: "emphasis", children: [text("never")] }),
    ]);
    expect(exportedSections(tree)).toEqual([
      { id: "keys", title: "Keys" },
      { id: "refunds-never", title: "Refunds never" },
    ]);
  });

  it("exports an empty list from a document without sections", () => {
    expect(exportedSections(run([{ type: "paragraph", children: [text("Hi")] }]))).toEqual([]);
  });

  it("fails the build when a section heading holds an expression", () => {
    expect(() => run([heading(2, text("About "), { type: "mdxTextExpression", value: "site.brand.name" })])).toThrow(
      'terms.mdx: section headings must be plain text (found mdxTextExpression in a "##" heading)',
    );
  });

  it("fails the build when two sections would share an id", () => {
    expect(() => run([heading(2, text("1. Changes")), heading(2, text("8. Changes"))])).toThrow(
      'share the id "changes"',
    );
  });
});

import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pageAssets, withoutModulePreloads } from "./build-manifest";

describe("withoutModulePreloads", () => {
  it("removes every modulepreload hint and nothing else", () => {
    const html =
      '<link rel="stylesheet" href="/assets/root.css"/><link rel="modulepreload" href="/assets/a.js"/>' +
      '<link rel="modulepreload" href="/assets/b.js"/><script type="module">import "/assets/a.js";</script>';
    expect(withoutModulePreloads(html)).toBe(
      '<link rel="stylesheet" href="/assets/root.css"/><script type="module">import "/assets/a.js";</script>',
    );
  });
});

describe("pageAssets", () => {
  it("counts the modules a page imports and their static imports, not dynamic ones", () => {
    const root = mkdtempSync(join(tmpdir(), "rift-assets-"));
    mkdirSync(join(root, "assets"));
    writeFileSync(join(root, "assets", "entry.js"), 'import{a}from"./framework.js";import"./ui.js";');
    writeFileSync(join(root, "assets", "framework.js"), "export const a=1;");
    writeFileSync(join(root, "assets", "ui.js"), 'const t=()=>import("./toasts.js");');
    writeFileSync(join(root, "assets", "toasts.js"), "");
    const html = '<link rel="stylesheet" href="/assets/root.css"/><script type="module">import "/assets/entry.js";</script>';
    const { js, css } = pageAssets(html, root);
    expect(js.sort()).toEqual(["/assets/entry.js", "/assets/framework.js", "/assets/ui.js"]);
    expect(css).toEqual(["/assets/root.css"]);
  });
});

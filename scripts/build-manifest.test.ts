import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { addModulePreloads, pageAssets } from "./build-manifest";

/** A build folder whose assets/ holds these files (name → text); returns its path. */
function buildWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "rift-assets-"));
  mkdirSync(join(root, "assets"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, "assets", name), text);
  return root;
}

describe("pageAssets", () => {
  it("counts the modules a page imports and their static imports, not dynamic ones", () => {
    const root = buildWith({
      "entry.js": 'import{a}from"./framework.js";import"./ui.js";',
      "framework.js": "export const a=1;",
      "ui.js": 'const t=()=>import("./toasts.js");',
      "toasts.js": "",
    });
    const html =
      '<link rel="stylesheet" href="/assets/root.css"/><script type="module">import "/assets/entry.js";</script>';
    const { js, css } = pageAssets(html, root);
    expect(js.sort()).toEqual(["/assets/entry.js", "/assets/framework.js", "/assets/ui.js"]);
    expect(css).toEqual(["/assets/root.css"]);
  });
});

describe("addModulePreloads", () => {
  const root = buildWith({
    "games.js": 'import{a}from"./landing.js";',
    "landing.js": 'import{r}from"./runtime.js";const m=()=>import("./modal.js");',
    "runtime.js": "export const r=1;",
    "client.js": 'import{r}from"./runtime.js";',
    "modal.js": "",
  });
  const page =
    '<html><head><title>x</title></head><body><astro-island component-url="/assets/games.js" renderer-url="/assets/client.js" ssr client="load">' +
    '<div data-island="games"></div></astro-island></body></html>';

  it("preloads every module a page's islands import up front, each once, and not what they load on demand", () => {
    const html = addModulePreloads(page, root);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("<script");
    expect([...head.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map((m) => m[1]).sort()).toEqual([
      "/assets/client.js",
      "/assets/games.js",
      "/assets/landing.js",
      "/assets/runtime.js",
    ]);
    expect(html.slice(html.indexOf("</head>"))).toBe(page.slice(page.indexOf("</head>")));
  });
  it("preloads nothing for islands that hydrate when the page is idle", () => {
    const idle = page.replace('client="load"', 'client="idle"');
    expect(addModulePreloads(idle, root)).toBe(idle);
  });
  it("leaves a page without islands as it is", () => {
    expect(addModulePreloads("<head></head><p>text</p>", root)).toBe("<head></head><p>text</p>");
  });
});

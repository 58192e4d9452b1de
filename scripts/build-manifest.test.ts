import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { addIslandScripts, minifyBootScripts, pageAssets, pageIslands, type IslandManifest } from "./build-manifest";

describe("minifyBootScripts", () => {
  it("minifies the page's own inline scripts only", () => {
    const html =
      '<script data-boot="logLine">(function () { console.log( 1 ) })()</script><script>window.x = 1;</script>';
    expect(minifyBootScripts(html, (code) => code.replace(/\s+/g, ""))).toBe(
      '<script data-boot="logLine">(function(){console.log(1)})()</script><script>window.x = 1;</script>',
    );
  });
  it("refuses a result that would end the script element early", () => {
    expect(() => minifyBootScripts('<script data-boot="">x</script>', () => '"</script>"')).toThrow(/early/);
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
    const html =
      '<link rel="stylesheet" href="/assets/root.css"/><script type="module">import "/assets/entry.js";</script>';
    const { js, css } = pageAssets(html, root);
    expect(js.sort()).toEqual(["/assets/entry.js", "/assets/framework.js", "/assets/ui.js"]);
    expect(css).toEqual(["/assets/root.css"]);
  });
});

describe("addIslandScripts", () => {
  // The shape Vite writes (build.manifest): entries by source path, shared chunks by "_name" keys.
  const manifest: IslandManifest = {
    "build/island-entries/games_loader.ts": {
      file: "assets/islands-1.js",
      isEntry: true,
      imports: ["_react.js", "_define.js", "_status.js"],
    },
    "build/island-entries/games.ts": {
      file: "assets/islands-2.js",
      isEntry: true,
      imports: ["_define.js", "_status.js"],
    },
    "build/island-entries/joiner.ts": { file: "assets/islands-3.js", isEntry: true, imports: ["_define.js"] },
    "_define.js": { file: "assets/define-4.js", imports: ["_react.js"] },
    "_react.js": { file: "assets/react-5.js" },
    "_status.js": { file: "assets/status-6.js" },
  };
  const page =
    '<html><head><title>x</title></head><body><div data-island="loader" data-island-props="{}" class="contents"></div>' +
    '<div data-island="games" data-island-props="{}" class="contents"></div><div data-island="games" class="contents"></div></body></html>';

  it("finds the islands of a page, each once", () => {
    expect(pageIslands(page)).toEqual(["loader", "games"]);
  });
  it("adds the entry of the page's set of islands and a preload of every chunk it needs, nothing of other pages", () => {
    const { html, js } = addIslandScripts(page, manifest);
    expect(js.sort()).toEqual([
      "/assets/define-4.js",
      "/assets/islands-1.js",
      "/assets/react-5.js",
      "/assets/status-6.js",
    ]);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("<script");
    expect([...head.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      "/assets/islands-1.js",
      "/assets/react-5.js",
      "/assets/define-4.js",
      "/assets/status-6.js",
    ]);
    expect(html).toContain('<script type="module" async="" src="/assets/islands-1.js"></script></body>');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain("joiner");
  });
  it("leaves a page without islands as it is, and refuses an island the build does not have", () => {
    expect(addIslandScripts("<head></head><p>text</p>", manifest)).toEqual({
      html: "<head></head><p>text</p>",
      js: [],
    });
    expect(() => addIslandScripts('<head></head><div data-island="nope"', manifest)).toThrow("nope");
  });
});

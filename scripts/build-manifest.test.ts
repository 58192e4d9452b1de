import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inlineStylesheets, minifyBootScripts, pageAssets, trimRouteManifest } from "./build-manifest";

describe("inlineStylesheets", () => {
  it("puts each linked stylesheet inside the page and leaves the rest alone", () => {
    const html =
      '<head><link rel="icon" href="/favicon.svg"/><link rel="stylesheet" href="/assets/root-1.css"/>' +
      '<link rel="modulepreload" href="/assets/a.js"/></head>';
    expect(inlineStylesheets(html, (url) => `/* ${url} */body{color:red}`)).toBe(
      '<head><link rel="icon" href="/favicon.svg"/><style>/* /assets/root-1.css */body{color:red}</style>' +
        '<link rel="modulepreload" href="/assets/a.js"/></head>',
    );
  });
  it("refuses a stylesheet that would close its <style> element", () => {
    expect(() => inlineStylesheets('<link rel="stylesheet" href="/assets/x.css"/>', () => "a{}</style><script>")).toThrow(/x\.css/);
  });
});

describe("minifyBootScripts", () => {
  it("minifies the page's own inline scripts only", () => {
    const html = '<script data-boot="">(function () { console.log( 1 ) })()</script><script>window.x = 1;</script>';
    expect(minifyBootScripts(html, (code) => code.replace(/\s+/g, ""))).toBe(
      '<script data-boot="">(function(){console.log(1)})()</script><script>window.x = 1;</script>',
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
    const html = '<link rel="stylesheet" href="/assets/root.css"/><script type="module">import "/assets/entry.js";</script>';
    const { js, css } = pageAssets(html, root);
    expect(js.sort()).toEqual(["/assets/entry.js", "/assets/framework.js", "/assets/ui.js"]);
    expect(css).toEqual(["/assets/root.css"]);
  });
});

describe("trimRouteManifest", () => {
  const full = `window.__reactRouterManifest=${JSON.stringify({
    entry: { module: "/assets/entry.js" },
    routes: { root: { id: "root" }, "routes/locale/en": { id: "routes/locale/en" }, "routes/home": { id: "routes/home" }, "pt-br/home": { id: "pt-br/home" } },
    url: "/assets/manifest-full.js",
    version: "1",
  })};`;
  const html = `<link rel="modulepreload" href="/assets/manifest-full.js"/><script type="module" async="">import "/assets/manifest-full.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/locale/en":route1,"routes/home":route2};</script>`;
  it("gives the page a manifest of its own routes only, which names itself", () => {
    const { html: out, asset } = trimRouteManifest(html, () => full);
    expect(asset!.url).toMatch(/^\/assets\/manifest-[0-9a-f]{8}\.js$/);
    expect(out).not.toContain("manifest-full");
    expect(out.split(asset!.url)).toHaveLength(3);
    const manifest = JSON.parse(asset!.text.slice("window.__reactRouterManifest=".length, -1));
    expect(Object.keys(manifest.routes)).toEqual(["root", "routes/locale/en", "routes/home"]);
    expect(manifest.url).toBe(asset!.url);
    expect(manifest.entry).toEqual({ module: "/assets/entry.js" });
  });
  it("leaves a page without React alone, and refuses a manifest it does not understand", () => {
    expect(trimRouteManifest("<p>no scripts</p>", () => full)).toEqual({ html: "<p>no scripts</p>" });
    expect(() => trimRouteManifest(html, () => "export default {}")).toThrow("is not a route manifest");
  });
});

import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { externalizeIslandRuntime, islandRuntimeCode, islandRuntimeUrl } from "./island-runtime";

describe("externalizeIslandRuntime", () => {
  const runtime =
    '(()=>{class f extends HTMLElement{}customElements.get("astro-island")||customElements.define("astro-island",f)})();';
  const load = '(()=>{(self.Astro||(self.Astro={})).load=e;window.dispatchEvent(new Event("astro:load"));})();';
  const afterPaint =
    '(()=>{if(a<b)go();(self.Astro||(self.Astro={}))["after-paint"]=o;window.dispatchEvent(new Event("astro:after-paint"));})();';
  const island = (directive: string) => `<astro-island client="${directive}"></astro-island>`;
  const file = "/assets/island-abcdefgh.js";

  it("where every island hydrates after the paint, takes the runtime out and names its file on the directive's script, which fetches it then", () => {
    const page = `<body><script>${afterPaint}</script><script>${runtime}</script>${island("after-paint")}${island("after-paint")}</body>`;
    expect(islandRuntimeCode(page)).toBe(runtime);
    expect(externalizeIslandRuntime(page, file)).toBe(
      `<body><script data-island-runtime="${file}">${afterPaint}</script>${island("after-paint")}${island("after-paint")}</body>`,
    );
  });
  it("leaves it inline where some island hydrates at load", () => {
    const page = `<script>${load}</script><script>${afterPaint}</script><script>${runtime}</script>${island("load")}${island("after-paint")}`;
    expect(islandRuntimeCode(page)).toBe(runtime);
    expect(externalizeIslandRuntime(page, file)).toBe(page);
  });
  it("finds no runtime in a page without islands, and leaves such a page as it is", () => {
    const plain = `<body><script data-boot="x">go()</script><script>${load}</script></body>`;
    expect(islandRuntimeCode(plain)).toBeUndefined();
    expect(externalizeIslandRuntime(plain, "/never.js")).toBe(plain);
  });
  it("names the file by the SHA-256 of its text, as the page's CSP names the inline script (base64url, 8 characters)", async () => {
    const sha = createHash("sha256").update(runtime).digest("base64url");
    expect(await islandRuntimeUrl(runtime)).toBe(`/assets/island-${sha.slice(0, 8)}.js`);
    expect(await islandRuntimeUrl(`${runtime} `)).not.toBe(await islandRuntimeUrl(runtime));
  });
});

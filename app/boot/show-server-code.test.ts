// @vitest-environment jsdom
// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the case that failed.
import { describe, expect, it } from "vitest";
import { en } from "~/i18n/messages/en";
import { runBootScript } from "../../tests/boot-page.ts";
import { readServerCode } from "./show-server-code";

describe("readServerCode", () => {
  it("reads and trims the code parameter", () => {
    expect(readServerCode("?code=ABC123")).toBe("ABC123");
    expect(readServerCode("?x=1&code=%20ab%20c%20")).toBe("ab c");
    expect(readServerCode("?code=%3Cb%3Ehi%3C%2Fb%3E")).toBe("<b>hi</b>");
  });
  it("gives an empty string without a usable code", () => {
    for (const search of ["", "?", "?code=", "?code=%20%20", "?Code=ABC", "?other=1"])
      expect({ search, code: readServerCode(search) }).toEqual({ search, code: "" });
  });
});

describe("/servercodes's boot script, as the build compiles it", () => {
  const card = `<header><a hreflang="es" href="/es/servercodes?lang=es"></a></header><div data-server-code-card>
    <h2 data-part="title"></h2><p data-part="code" hidden></p><p data-part="text"></p>
    <div data-part="copy" hidden><button data-copy=""></button></div></div>`;
  const words = { title: "Your code", text: "Share it", "document-title": "Code {code}" };
  it("shows the link's code with the words its element carries, before React", async () => {
    await runBootScript("showServerCode", "/servercodes?code=%20A1%20", card, words);
    const part = (name: string) => document.querySelector(`[data-part="${name}"]`)!;
    expect([part("title").textContent, part("code").textContent, part("text").textContent]).toEqual([
      "Your code",
      "A1",
      "Share it",
    ]);
    expect(part("code").hasAttribute("hidden") || part("copy").hasAttribute("hidden")).toBe(false);
    expect(document.querySelector("[data-copy]")!.getAttribute("data-copy")).toBe("A1");
    expect(document.title).toBe("Code A1");
    expect(document.querySelector("header a")!.getAttribute("href")).toBe("/es/servercodes?lang=es&code=A1");
  });
  it("leaves the page as it is without a code", async () => {
    await runBootScript("showServerCode", "/servercodes", card, words);
    expect(document.querySelector('[data-part="title"]')!.textContent).toBe("");
  });
});

describe("the page title's words", () => {
  it("names the code, or says there is none", () => {
    expect(en.meta.servercodes.codeTitle("ABC")).toBe("Server Code: ABC");
    expect(en.meta.servercodes.emptyTitle).toBe("Server Codes");
  });
});

import { describe, expect, it } from "vitest";
import { siteTable } from "./table.ts";

const hashes = {
  "/": ["sha256-home"],
  "/terms": [],
  "/pt-br": [],
  "/pt-br/terms": ["sha256-pt"],
  "/getkey": [],
  "/404": ["sha256-404"],
  "/pt-br/404": [],
};

// The policies as sent: a page's own inline scripts by hash, the ad network's script and the country lookup.
const noInlineScriptPolicy =
  "default-src 'self'; script-src 'self' https://pagead2.googlesyndication.com; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self' https://api.country.is https://pagead2.googlesyndication.com; frame-src 'none'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; manifest-src 'self'; worker-src 'self'";
const ptTermsPolicy =
  "default-src 'self'; script-src 'self' 'sha256-pt' https://pagead2.googlesyndication.com; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self' https://api.country.is https://pagead2.googlesyndication.com; frame-src 'none'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; manifest-src 'self'; worker-src 'self'";
const notFoundPolicy =
  "default-src 'self'; script-src 'self' 'sha256-404' https://pagead2.googlesyndication.com; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self' https://api.country.is https://pagead2.googlesyndication.com; frame-src 'none'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; manifest-src 'self'; worker-src 'self'";

describe("the rules' table of a build", () => {
  it("gives each page its file, its own policy, the languages that have it and its path without a prefix", () => {
    const { pages } = siteTable(hashes);
    expect(pages.map((page) => page.path)).toEqual(["/", "/getkey", "/pt-br", "/pt-br/terms", "/terms"]);
    const terms = pages.find((page) => page.path === "/terms")!;
    expect(terms.file).toBe("terms/index.html");
    expect(terms.policy).toBe(noInlineScriptPolicy);
    expect(terms.languages.map((locale) => locale.tag)).toEqual(["en", "pt-BR"]);
    expect(terms.negotiable.map((locale) => locale.tag)).toEqual(["pt-BR"]);
    expect(terms.rest).toBe("/terms");
    const ptTerms = pages.find((page) => page.path === "/pt-br/terms")!;
    expect(ptTerms.policy).toBe(ptTermsPolicy);
    expect(ptTerms.negotiable).toEqual([]);
    expect(ptTerms.rest).toBe("/terms");
    expect(pages.find((page) => page.path === "/pt-br")!.rest).toBe("");
    expect(pages.find((page) => page.path === "/getkey")!.languages.map((locale) => locale.tag)).toEqual(["en"]);
  });

  it("lists the not-found pages by directory, the deepest first and the root one last", () => {
    expect(siteTable(hashes).notFound).toEqual([
      { path: "/pt-br/404", directory: "/pt-br/", file: "pt-br/404/index.html", policy: noInlineScriptPolicy },
      { path: "/404", directory: "/", file: "404.html", policy: notFoundPolicy },
    ]);
  });

  it("refuses a page path no deploy target can express, and a not-found page no target knows", () => {
    expect(() => siteTable({ ...hashes, "/a b": [] })).toThrow(/cannot be written/);
    expect(() => siteTable({ ...hashes, "/terms/404": [] })).toThrow(/\/terms\/404/);
  });
});

import { describe, expect, it } from "vitest";
import { handleOf, localeHandle } from "./locale-handle";
import { en } from "./messages/en";
import { enPages } from "./messages/pages/en";
import { ptBR } from "./messages/pt-br";

describe("localeHandle", () => {
  it("reads the locale of the tag it is given", () => {
    expect(localeHandle("ar", en).locale).toMatchObject({ tag: "ar", prefix: "ar", dir: "rtl" });
  });
  it("puts the shell's and the pages' words together", () => {
    const handle = localeHandle("en", en, undefined, enPages);
    expect(handle.messages.home).toBe(en.home);
    expect(handle.messages.servercodes).toBe(enPages.servercodes);
  });
});

describe("handleOf", () => {
  it("gives each language its own words and the operator's texts, English none", () => {
    expect(handleOf("pt-BR").messages.home).toBe(ptBR.home);
    expect(handleOf("pt-BR").operator).toBeDefined();
    expect(handleOf("en").operator).toBeUndefined();
  });
});

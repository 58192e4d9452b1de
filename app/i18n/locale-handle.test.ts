import { describe, expect, it } from "vitest";
import { handleOf } from "./locale-handle";
import { en } from "./messages/en";
import { enPages } from "./messages/pages/en";
import { ptBR } from "./messages/pt-br";

describe("handleOf", () => {
  it("reads the locale of the tag it is given", () => {
    expect(handleOf("ar").locale).toMatchObject({ tag: "ar", prefix: "ar", dir: "rtl" });
  });
  it("puts the shell's and the pages' words together", () => {
    const handle = handleOf("en");
    expect(handle.messages.home).toBe(en.home);
    expect(handle.messages.servercodes).toBe(enPages.servercodes);
  });
  it("gives each language its own words and the operator's texts, English none", () => {
    expect(handleOf("pt-BR").messages.home).toBe(ptBR.home);
    expect(handleOf("pt-BR").operator).toBeDefined();
    expect(handleOf("en").operator).toBeUndefined();
  });
});

// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the case that failed.
import { describe, expect, it } from "vitest";
import { en } from "~/i18n/messages/en";
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
  it("is self-contained, as the boot script needs", () => {
    const standalone = new Function(`return (${readServerCode.toString()})("?code=XYZ")`);
    expect(standalone()).toBe("XYZ");
  });
});

describe("the page title's words", () => {
  it("names the code, or says there is none", () => {
    expect(en.meta.servercodes.codeTitle("ABC")).toBe("Server Code: ABC");
    expect(en.meta.servercodes.emptyTitle).toBe("Server Codes");
  });
});

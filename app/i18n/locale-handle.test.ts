import { describe, expect, it } from "vitest";
import { localeHandle, matchedLocale } from "./locale-handle";
import { en } from "./messages/en";

describe("matchedLocale", () => {
  it("finds the language layout among the matched routes' handles", () => {
    const handles = [undefined, localeHandle("en", en), { earlyCopy: true }];
    expect(matchedLocale(handles)?.locale.tag).toBe("en");
    expect(matchedLocale(handles)?.messages).toBe(en);
  });
  it("gives undefined when no language layout matched", () => {
    expect(matchedLocale([])).toBeUndefined();
    expect(matchedLocale([undefined, { earlyCopy: true }, "text"])).toBeUndefined();
  });
  it("reads the locale of the tag it is given", () => {
    expect(localeHandle("ar", en).locale.locale).toMatchObject({ tag: "ar", prefix: "ar", dir: "rtl" });
  });
});

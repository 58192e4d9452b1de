import { describe, expect, it } from "vitest";
import { acceptedEncodings, normalizeSuffixRange } from "./negotiation.ts";

describe("acceptedEncodings", () => {
  it.each([
    ["gzip, deflate, br", ["br", "gzip"]],
    ["br;q=0, gzip", ["gzip"]],
    ["BR", ["br"]],
    ["GZip", ["gzip"]],
    ["gzip;q=0", []],
    ["gzip;Q=0.5, br;q=0.4", ["gzip", "br"]],
    ["br;q=0.5, gzip;q=0.9", ["gzip", "br"]],
    ["*", ["br", "gzip"]],
    ["*;q=0, gzip", ["gzip"]],
    ["br;q=0, *", ["gzip"]],
    ["identity", []],
    ["identity;q=0", []],
    ["", []],
    [",,, ;q=1, br ;  q = 1", ["br"]],
    ["br;q=2, gzip", ["gzip"]],
    ["br;q=0.0001, gzip;q=abc", []],
    ["br;q=1.000, gzip;q=0.001", ["br", "gzip"]],
    ["gzip, gzip;q=0", ["gzip"]],
  ])("%j → %j", (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
  it("means identity when the header is absent, and joins repeated headers", () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings(["gzip;q=0.5", "br;q=0.1"])).toEqual(["gzip", "br"]);
  });
  it("reads at most 64 items of a long header", () => {
    expect(acceptedEncodings(`${"x, ".repeat(100)}br`)).toEqual([]);
  });
});

describe("normalizeSuffixRange", () => {
  it("turns a suffix at least as long as the file into the whole file", () => {
    expect(normalizeSuffixRange("bytes=-100", 69)).toBe("bytes=0-");
    expect(normalizeSuffixRange("bytes=-69", 69)).toBe("bytes=0-");
    expect(normalizeSuffixRange(" bytes= -100 ", 69)).toBe("bytes=0-");
  });
  it("leaves every other value to send", () => {
    expect(normalizeSuffixRange("bytes=-10", 69)).toBe("bytes=-10");
    expect(normalizeSuffixRange("bytes=-0", 69)).toBe("bytes=-0");
    expect(normalizeSuffixRange("bytes=-100", 0)).toBe("bytes=-100");
    expect(normalizeSuffixRange("bytes=5-2", 69)).toBe("bytes=5-2");
    expect(normalizeSuffixRange("Bytes=-100", 69)).toBe("Bytes=-100");
    expect(normalizeSuffixRange("bytes=-100,-5", 69)).toBe("bytes=-100,-5");
    expect(normalizeSuffixRange(undefined, 69)).toBeUndefined();
  });
});

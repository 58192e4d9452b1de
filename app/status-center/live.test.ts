import { describe, expect, it } from "vitest";
import { freshness } from "./live.ts";

const etag = 'W/"abc"';

describe("a live answer's preconditions, as a file's", () => {
  it("If-Match passes only as *: the tag is weak, and a strong comparison never matches it (412)", () => {
    expect(freshness({ "if-match": "*" }, etag)).toBe(200);
    expect(freshness({ "if-match": '"abc"' }, etag)).toBe(412);
    expect(freshness({ "if-match": 'W/"abc"' }, etag)).toBe(412);
    expect(freshness({ "if-match": "" }, etag)).toBe(412);
  });
  it("If-None-Match compares weakly (304); without either header the answer is whole", () => {
    expect(freshness({ "if-none-match": '"abc"' }, etag)).toBe(304);
    expect(freshness({ "if-none-match": 'W/"abc", "x"' }, etag)).toBe(304);
    expect(freshness({ "if-none-match": '"x"' }, etag)).toBe(200);
    expect(freshness({}, etag)).toBe(200);
    expect(freshness({ "if-match": "*", "if-none-match": '"abc"' }, etag)).toBe(304);
  });
});

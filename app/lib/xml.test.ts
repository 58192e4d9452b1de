import { describe, expect, it } from "vitest";
import { escapeXml } from "./xml";

describe("escapeXml", () => {
  it("escapes markup and quotes, and writes what XML 1.0 forbids as U+FFFD", () => {
    expect(escapeXml(`<b a="1" b='2'>&</b>`)).toBe("&lt;b a=&quot;1&quot; b=&#39;2&#39;&gt;&amp;&lt;/b&gt;");
    expect(escapeXml("a\u0000b\uFFFEc\uFFFFd\uD800e\u0008f")).toBe("a\uFFFDb\uFFFDc\uFFFDd\uFFFDe\uFFFDf");
    expect(escapeXml("tab\tline\nreturn\r 😀")).toBe("tab\tline\nreturn\r 😀");
  });
});

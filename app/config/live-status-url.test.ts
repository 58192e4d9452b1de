import { describe, expect, it } from "vitest";
import { configProblems } from "./schema";
import { site } from "./site";

/** The configuration as shipped with another liveStatus.url. */
function withUrl(url: string) {
  const copy = structuredClone(site) as { liveStatus: { url: string } };
  copy.liveStatus.url = url;
  return copy;
}

const accepted = (url: string) => {
  const problems = configProblems(withUrl(url));
  if (problems.length)
    expect(problems).toEqual([
      "app/config/brand.ts: liveStatus.url: must be a same-origin path like /status.json or an absolute https:// URL",
    ]);
  return problems.length === 0;
};

describe("liveStatus.url", () => {
  it.each([
    "/status.json",
    "/live/status.json",
    "/a-b/c_d.v2.json",
    "https://status.example.com/status.json",
    "https://example.com/s",
  ])("accepts %s", (url) => expect(accepted(url)).toBe(true));

  it.each([
    "//evil.com/status.json",
    "///evil.com/status.json",
    "/live//status.json",
    "/\\evil.com/status.json",
    "/../status.json",
    "/./status.json",
    "/.json",
    "/status.txt",
    "status.json",
    "http://example.com/status.json",
    "https:evil.com/status.json",
    "javascript:alert(1)//.json",
    "/status.json?x=//evil.com",
    "",
  ])("refuses %s", (url) => expect(accepted(url)).toBe(false));
});

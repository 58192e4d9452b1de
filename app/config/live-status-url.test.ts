import { describe, expect, it } from "vitest";
import { validateSiteConfig } from "./schema";
import { site } from "./site";

/** The configuration as shipped with another liveStatus.url. */
function withUrl(url: string) {
  const copy = structuredClone(site) as { liveStatus: { url: string } };
  copy.liveStatus.url = url;
  return copy;
}

const accepted = (url: string) => {
  try {
    validateSiteConfig(withUrl(url));
    return true;
  } catch (error) {
    expect((error as Error).message).toContain(
      "- app/config/brand.ts: liveStatus.url: must be a same-origin path like /status.json or an absolute https:// URL",
    );
    return false;
  }
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

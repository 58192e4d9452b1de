// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { inlineScript } from "./serialize";
import { logLine, logMissingPath } from "./page-scripts";

describe("page scripts, serialized as the pages carry them", () => {
  it("logs the missing path", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    window.history.replaceState(null, "", "/no/such/page");
    new Function(inlineScript(logMissingPath))();
    expect(error).toHaveBeenCalledWith("404 Error: User attempted to access non-existent route: /no/such/page");
  });
  it("logs a line", () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    new Function(inlineScript(logLine, "prank disabled"))();
    expect(log).toHaveBeenCalledWith("prank disabled");
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { copyText, legacyCopy } from "./clipboard";

describe("copyText", () => {
  afterEach(() => vi.unstubAllGlobals());
  // The browser's clipboard API (undefined: none), and the legacy copy command under it.
  function browser(writeText: unknown, execCommand: () => boolean = () => true) {
    vi.stubGlobal("navigator", { clipboard: writeText === undefined ? undefined : { writeText } });
    const exec = vi.fn(execCommand);
    document.execCommand = exec;
    return exec;
  }

  it("uses navigator.clipboard when it accepts, without touching the legacy path", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const legacy = browser(writeText);
    await expect(copyText("abc")).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith("abc");
    expect(legacy).not.toHaveBeenCalled();
  });

  it("calls writeText synchronously, before the first await", () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    browser(writeText);
    void copyText("abc");
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it("reports a refusal as a failure and does not work around it with the legacy copy", async () => {
    const legacy = browser(vi.fn().mockRejectedValue(new DOMException("denied", "NotAllowedError")));
    await expect(copyText("abc")).resolves.toBe(false);
    expect(legacy).not.toHaveBeenCalled();
  });

  it("reports failure when writeText throws synchronously", async () => {
    const legacy = browser(
      vi.fn(() => {
        throw new TypeError("Illegal invocation");
      }),
    );
    await expect(copyText("abc")).resolves.toBe(false);
    expect(legacy).not.toHaveBeenCalled();
  });

  it("uses the legacy copy when there is no clipboard API at all", async () => {
    const legacy = browser(undefined);
    await expect(copyText("abc")).resolves.toBe(true);
    expect(legacy).toHaveBeenCalledWith("copy");
    vi.stubGlobal("navigator", { clipboard: {} });
    await expect(copyText("abc")).resolves.toBe(true);
  });

  it("resolves false when the legacy copy fails or throws, and never rejects", async () => {
    browser(undefined, () => false);
    await expect(copyText("abc")).resolves.toBe(false);
    browser(undefined, () => {
      throw new Error("execCommand exploded");
    });
    await expect(copyText("abc")).resolves.toBe(false);
  });
});

describe("legacyCopy", () => {
  it("copies the selected textarea text, removes it and restores focus", () => {
    const button = document.createElement("button");
    document.body.appendChild(button);
    button.focus();
    let selected = "";
    const exec = vi.fn(() => {
      const area = document.querySelector("textarea")!;
      selected = area.value.slice(area.selectionStart, area.selectionEnd);
      expect(area.style.fontSize).toBe("16px");
      expect(area.readOnly).toBe(true);
      return true;
    });
    document.execCommand = exec;
    expect(legacyCopy("loadstring()", document)).toBe(true);
    expect(selected).toBe("loadstring()");
    expect(document.querySelector("textarea")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("reports false when the copy command is refused or throws", () => {
    document.execCommand = vi.fn(() => false);
    expect(legacyCopy("x", document)).toBe(false);
    document.execCommand = vi.fn(() => {
      throw new Error("SecurityError");
    });
    expect(legacyCopy("x", document)).toBe(false);
    expect(document.querySelector("textarea")).toBeNull();
  });
});

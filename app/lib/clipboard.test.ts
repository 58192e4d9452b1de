// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { copyText, legacyCopy } from "./clipboard";

describe("copyText", () => {
  it("uses navigator.clipboard when it accepts, without touching the legacy path", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const legacy = vi.fn();
    await expect(copyText("abc", { clipboard: { writeText }, legacyCopy: legacy })).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith("abc");
    expect(legacy).not.toHaveBeenCalled();
  });

  it("calls writeText synchronously, before the first await", () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    void copyText("abc", { clipboard: { writeText }, legacyCopy: vi.fn() });
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it("reports a refusal as a failure and does not work around it with the legacy copy", async () => {
    const legacy = vi.fn().mockReturnValue(true);
    const writeText = vi.fn().mockRejectedValue(new DOMException("denied", "NotAllowedError"));
    await expect(copyText("abc", { clipboard: { writeText }, legacyCopy: legacy })).resolves.toBe(false);
    expect(legacy).not.toHaveBeenCalled();
  });

  it("reports failure when writeText throws synchronously", async () => {
    const legacy = vi.fn().mockReturnValue(true);
    const writeText = vi.fn(() => {
      throw new TypeError("Illegal invocation");
    });
    await expect(copyText("abc", { clipboard: { writeText }, legacyCopy: legacy })).resolves.toBe(false);
    expect(legacy).not.toHaveBeenCalled();
  });

  it("uses the legacy copy when there is no clipboard API at all", async () => {
    const legacy = vi.fn().mockReturnValue(true);
    await expect(copyText("abc", { legacyCopy: legacy })).resolves.toBe(true);
    expect(legacy).toHaveBeenCalledWith("abc");
    await expect(copyText("abc", { clipboard: {} as Clipboard, legacyCopy: legacy })).resolves.toBe(true);
  });

  it("resolves false when the legacy copy fails or throws, and never rejects", async () => {
    await expect(copyText("abc", { legacyCopy: () => false })).resolves.toBe(false);
    const throwing = () => {
      throw new Error("execCommand exploded");
    };
    await expect(copyText("abc", { legacyCopy: throwing })).resolves.toBe(false);
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

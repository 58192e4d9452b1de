// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { notify } from "./notify";
import { TOAST_DURATION_MS } from "~/lib/constants";

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("notify", () => {
  it("shows the title and description in a polite live region at the bottom centre, then removes the toast", () => {
    vi.useFakeTimers();
    notify(true, { title: "Script Copied!", description: "Paste it in your executor." });
    const region = document.querySelector("[data-toast-region]")!;
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(region.className).toContain("bottom-6");
    // A fresh live region gets its toast a moment later, so screen readers announce it.
    expect(region.querySelector("[data-toast]")).toBeNull();
    vi.advanceTimersByTime(30);
    const toast = region.querySelector("[data-toast]")!;
    expect(toast.getAttribute("data-type")).toBe("success");
    expect([...toast.querySelectorAll("p")].map((p) => p.textContent)).toEqual([
      "Script Copied!",
      "Paste it in your executor.",
    ]);
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(region.querySelector("[data-toast]")).toBeNull();
  });

  it("uses the region the early copy script made, and stacks toasts in order", () => {
    vi.useFakeTimers();
    const early = document.createElement("div");
    early.setAttribute("data-toast-region", "");
    document.body.append(early);
    notify(false, { title: "Copy Failed" });
    notify(true, { title: "Copied!" });
    expect(document.querySelectorAll("[data-toast-region]")).toHaveLength(1);
    expect(
      [...early.querySelectorAll("[data-toast]")].map((t) => [t.getAttribute("data-type"), t.textContent]),
    ).toEqual([
      ["error", "Copy Failed"],
      ["success", "Copied!"],
    ]);
  });
});

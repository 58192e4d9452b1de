import { describe, expect, it, vi } from "vitest";

const shown: string[] = [];
vi.mock("sonner", () => ({
  toast: {
    success: (title: string) => shown.push(`success: ${title}`),
    error: (title: string) => shown.push(`error: ${title}`),
  },
  Toaster: () => null,
}));

describe("notify", () => {
  it("holds toasts until the Toaster has mounted, then shows them in order", async () => {
    const { notify, toasterMounted } = await import("./notify");
    const first = notify("success", "Script Copied!");
    const second = notify("error", "Copy Failed");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(shown).toEqual([]);
    toasterMounted();
    await Promise.all([first, second]);
    expect(shown).toEqual(["success: Script Copied!", "error: Copy Failed"]);
  });

  it("shows a toast at once when the Toaster is already there", async () => {
    const { notify } = await import("./notify");
    await notify("success", "Copied!");
    expect(shown.at(-1)).toBe("success: Copied!");
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { swapRegions } from "./follow-page";

const page = (status: string, island = "hydrated") =>
  new DOMParser().parseFromString(
    `<main><div data-island>${island}</div><div data-live-region="status"><p>${status}</p></div><p data-live-region="other">same</p></main>`,
    "text/html",
  );

describe("a followed page's live regions", () => {
  it("are replaced where the new rendering differs, and only they: an island outside them stays as it is", () => {
    const open = page("Operational");
    const other = open.querySelector('[data-live-region="other"]');
    expect(swapRegions(open, page("Down: patched", "server markup"))).toBe(1);
    expect(open.querySelector('[data-live-region="status"]')?.textContent).toBe("Down: patched");
    expect(open.querySelector("[data-island]")?.textContent).toBe("hydrated");
    expect(open.querySelector('[data-live-region="other"]')).toBe(other);
  });
  it("are left alone when the new rendering lacks them or has the same markup", () => {
    const open = page("Operational");
    expect(swapRegions(open, page("Operational"))).toBe(0);
    expect(swapRegions(open, new DOMParser().parseFromString("<main></main>", "text/html"))).toBe(0);
  });
});

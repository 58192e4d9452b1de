// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { baitLooksBlocked, BAIT_CLASS, BAIT_ID } from "./ad-block-detector";

const scriptUrl = "https://ads.example/adsbygoogle.js";

/**
 * A fresh page (the verdict is per page: a fresh module) with a fake filter list that hides baits once
 * `hideFrom` (ms) has passed, or never. `onVerdict` is called with each new verdict.
 */
async function setup({ hideFrom = Infinity, adObject = true } = {}) {
  vi.resetModules();
  const detector = await import("./ad-block-detector");
  const onVerdict = vi.fn();
  detector.subscribe(() => onVerdict(detector.currentVerdict()));
  (window as { adsbygoogle?: unknown }).adsbygoogle = adObject ? [] : undefined;
  detector.startAdBlockDetector(scriptUrl, () => Date.now() >= hideFrom);
  return { onVerdict, detector };
}

const script = () => document.querySelector<HTMLScriptElement>("script[data-ad-probe]");
const baits = () => document.querySelectorAll("[data-ad-bait]");
const fire = (type: "load" | "error") => script()!.dispatchEvent(new Event(type));

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

afterEach(() => {
  vi.useRealTimers();
});

describe("startAdBlockDetector without a blocker", () => {
  it("declares clear at 500 ms, not before, when the script loads and the baits stay visible", async () => {
    const { onVerdict, detector } = await setup();
    fire("load");
    await vi.advanceTimersByTimeAsync(499);
    expect(onVerdict).not.toHaveBeenCalled();
    expect(detector.currentVerdict()).toBe("checking");
    await vi.advanceTimersByTimeAsync(1);
    expect(onVerdict).toHaveBeenCalledExactlyOnceWith("clear");
    expect(detector.currentVerdict()).toBe("clear");
  });

  it("loads the configured script once, async, in the head", async () => {
    await setup();
    const scripts = document.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0].src).toBe(scriptUrl);
    expect(scripts[0].async).toBe(true);
    expect(scripts[0].parentElement).toBe(document.head);
  });

  it("inserts a bait at once and another at 100 ms, with names filter lists hide, and removes them at 500 ms", async () => {
    await setup();
    expect(baits()).toHaveLength(1);
    const first = baits()[0] as HTMLElement;
    expect(first.className).toBe(BAIT_CLASS);
    expect(first.id).toBe(BAIT_ID);
    expect(first.getAttribute("aria-hidden")).toBe("true");
    await vi.advanceTimersByTimeAsync(99);
    expect(baits()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(baits()).toHaveLength(2);
    expect((baits()[1] as HTMLElement).id).toBe("");
    await vi.advanceTimersByTimeAsync(400);
    expect(baits()).toHaveLength(0);
  });

  it("waits past 500 ms for a slow script to answer, then declares clear when it loads", async () => {
    const { onVerdict } = await setup();
    await vi.advanceTimersByTimeAsync(800);
    expect(onVerdict).not.toHaveBeenCalled();
    fire("load");
    expect(onVerdict).toHaveBeenCalledExactlyOnceWith("clear");
  });

  it("lets a late script error win over the wait: blocked, never clear", async () => {
    const { onVerdict } = await setup();
    await vi.advanceTimersByTimeAsync(900);
    fire("error");
    await vi.advanceTimersByTimeAsync(5000);
    expect(onVerdict).toHaveBeenCalledExactlyOnceWith("blocked");
  });

  it("stops waiting for a script that never answers at 3 s and declares clear", async () => {
    const { onVerdict } = await setup();
    await vi.advanceTimersByTimeAsync(2999);
    expect(onVerdict).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onVerdict).toHaveBeenCalledExactlyOnceWith("clear");
  });
});

describe("startAdBlockDetector with a blocker", () => {
  it("detects a bait hidden at once when it is inspected 10 ms after insertion", async () => {
    const { onVerdict } = await setup({ hideFrom: 0 });
    await vi.advanceTimersByTimeAsync(9);
    expect(onVerdict).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onVerdict).toHaveBeenCalledExactlyOnceWith("blocked");
    await vi.advanceTimersByTimeAsync(1000);
    expect(onVerdict).toHaveBeenCalledTimes(1);
  });

  it("detects a bait hidden late at the second check's inspection, 110 ms", async () => {
    const { onVerdict } = await setup({ hideFrom: 50 });
    await vi.advanceTimersByTimeAsync(109);
    expect(onVerdict).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onVerdict).toHaveBeenCalledExactlyOnceWith("blocked");
  });

  it("detects a script load error as soon as it happens", async () => {
    const { onVerdict } = await setup();
    await vi.advanceTimersByTimeAsync(3);
    fire("error");
    expect(onVerdict).toHaveBeenCalledExactlyOnceWith("blocked");
    expect(script()!.dataset.adProbe).toBe("blocked");
  });

  it("counts a script that loads but defines no ad object as blocked", async () => {
    const { onVerdict } = await setup({ adObject: false });
    fire("load");
    expect(onVerdict).toHaveBeenCalledExactlyOnceWith("blocked");
    await vi.advanceTimersByTimeAsync(600);
    expect(onVerdict).toHaveBeenCalledTimes(1);
  });

  it("still flips to blocked when the script fails after clear was declared (past the 3 s wait)", async () => {
    const { onVerdict } = await setup();
    await vi.advanceTimersByTimeAsync(3000);
    expect(onVerdict).toHaveBeenLastCalledWith("clear");
    fire("error");
    expect(onVerdict.mock.calls).toEqual([["clear"], ["blocked"]]);
  });
});

describe("baitLooksBlocked", () => {
  function bait() {
    const element = document.createElement("div");
    document.body.appendChild(element);
    return element;
  }
  function laidOut(size: number) {
    vi.spyOn(HTMLElement.prototype, "offsetParent", "get").mockReturnValue(document.body);
    vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(size);
    vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockReturnValue(size);
  }

  it("says no for a laid-out, visible element", () => {
    laidOut(1);
    expect(baitLooksBlocked(bait())).toBe(false);
  });

  it("says yes for a removed element", () => {
    laidOut(1);
    const element = bait();
    element.remove();
    expect(baitLooksBlocked(element)).toBe(true);
  });

  it("says yes for a zero-sized element", () => {
    laidOut(0);
    expect(baitLooksBlocked(bait())).toBe(true);
  });

  it("says yes for display:none or visibility:hidden", () => {
    laidOut(1);
    const hidden = bait();
    hidden.style.display = "none";
    expect(baitLooksBlocked(hidden)).toBe(true);
    const invisible = bait();
    invisible.style.visibility = "hidden";
    expect(baitLooksBlocked(invisible)).toBe(true);
  });

  it("says yes when the element has no layout box (offsetParent null)", () => {
    expect(baitLooksBlocked(bait())).toBe(true);
  });
});

/**
 * Ad-block detection, exactly as spec section 4:
 *
 * - load the ad network's script once per document: a load error, or a load that leaves no ad object
 *   (`window.adsbygoogle`), means a blocker;
 * - insert a bait element that filter lists hide, at once and again after 100 ms; each bait is
 *   inspected 10 ms after it goes in (hidden, zero-sized or removed means a blocker);
 * - nothing detected by 500 ms: declare "clear". A detection that arrives later (a slow script error)
 *   still flips the verdict to "blocked"; "blocked" is final.
 *
 * Real filter lists (AdGuard Base, uBlock's) no longer hide the classic bait classes (`adsbox`,
 * `ad-banner`, `pub_300x250`, `textads`), so the bait uses names they do hide; the script probe, which
 * a blocker fails with net::ERR_BLOCKED_BY_CLIENT, is the main signal. Clock and DOM are injected.
 */

export type AdBlockVerdict = "clear" | "blocked";

export const AD_BLOCK_TIMINGS = {
  /** The second check runs this long after the first. */
  recheckMs: 100,
  /** Each bait is inspected this long after it is inserted. */
  baitInspectMs: 10,
  /** Nothing detected by then: not blocked. */
  declareClearMs: 500,
} as const;

/** Class names and id that current filter lists hide (checked against AdGuard Base and uBlock filters). */
export const BAIT_CLASS = "banner-ad ad-slot sponsored-ad ad_box";
export const BAIT_ID = "adsbox";

export interface AdBlockDetectorEnv {
  document: Document;
  /** True when the ad network's global object exists (after its script loaded). */
  adObjectPresent: () => boolean;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  /** How a bait is judged; defaults to `baitLooksBlocked` (real layout). */
  isBaitHidden?: (bait: HTMLElement) => boolean;
}

export interface AdBlockDetectorOptions {
  scriptUrl: string;
  env: AdBlockDetectorEnv;
  /** Called with "clear" at most once, and with "blocked" at most once (possibly after "clear"). */
  onVerdict: (verdict: AdBlockVerdict) => void;
}

/** Starts detecting; returns a dispose function that removes the baits, timers and listeners. */
export function startAdBlockDetector({ scriptUrl, env, onVerdict }: AdBlockDetectorOptions): () => void {
  const doc = env.document;
  const isHidden = env.isBaitHidden ?? ((bait: HTMLElement) => baitLooksBlocked(bait, doc.defaultView));
  const timers = new Set<unknown>();
  const baits: HTMLElement[] = [];
  let verdict: AdBlockVerdict | "pending" = "pending";
  let disposed = false;

  const later = (ms: number, run: () => void) => {
    const handle = env.setTimer(() => {
      timers.delete(handle);
      if (!disposed) run();
    }, ms);
    timers.add(handle);
  };
  const detected = () => {
    if (disposed || verdict === "blocked") return;
    verdict = "blocked";
    onVerdict("blocked");
  };
  const inspectBaits = () => {
    if (baits.some(isHidden)) detected();
  };
  const removeBaits = () => baits.splice(0).forEach((bait) => bait.remove());
  const check = (withId: boolean) => {
    baits.push(insertBait(doc, withId));
    later(AD_BLOCK_TIMINGS.baitInspectMs, inspectBaits);
  };

  const detachProbe = probeAdScript(doc, scriptUrl, env.adObjectPresent, detected);
  check(true);
  later(AD_BLOCK_TIMINGS.recheckMs, () => check(false));
  later(AD_BLOCK_TIMINGS.declareClearMs, () => {
    inspectBaits();
    removeBaits();
    if (verdict === "pending") {
      verdict = "clear";
      onVerdict("clear");
    }
  });

  return () => {
    disposed = true;
    timers.forEach((handle) => env.clearTimer(handle));
    timers.clear();
    removeBaits();
    detachProbe();
  };
}

/** A bait is blocked when it was removed, hidden or collapsed to nothing. */
export function baitLooksBlocked(bait: HTMLElement, view: Window | null): boolean {
  if (!bait.isConnected) return true;
  if (bait.offsetParent === null || bait.offsetHeight === 0 || bait.offsetWidth === 0) return true;
  const style = view?.getComputedStyle(bait);
  return !!style && (style.display === "none" || style.visibility === "hidden");
}

function insertBait(doc: Document, withId: boolean): HTMLElement {
  const bait = doc.createElement("div");
  bait.className = BAIT_CLASS;
  if (withId) bait.id = BAIT_ID;
  bait.setAttribute("aria-hidden", "true");
  bait.dataset.adBait = "";
  bait.textContent = "\u00a0";
  // Laid out (so it has a size) but far off screen: visitors never see it.
  bait.style.cssText = "position:absolute;left:-10000px;top:-10000px;width:1px;height:1px;overflow:hidden;pointer-events:none";
  doc.body.appendChild(bait);
  return bait;
}

type ProbeState = "pending" | "ok" | "blocked";

/**
 * Loads the ad script once per document (it stays in the page; later detectors reuse its outcome,
 * so client-side navigation between gated pages does not load it again). Calls `onBlocked` when it
 * failed or left no ad object. Returns a function that stops listening.
 */
function probeAdScript(doc: Document, url: string, adObjectPresent: () => boolean, onBlocked: () => void): () => void {
  let script = doc.querySelector<HTMLScriptElement>("script[data-ad-probe]");
  if (!script) {
    const created = doc.createElement("script");
    created.async = true;
    created.src = url;
    created.dataset.adProbe = "pending" satisfies ProbeState;
    // Registered first, so the outcome is recorded before any detector's listener reads it.
    const record = (outcome: ProbeState) => {
      created.dataset.adProbe = outcome;
    };
    created.addEventListener("load", () => record(adObjectPresent() ? "ok" : "blocked"), { once: true });
    created.addEventListener("error", () => record("blocked"), { once: true });
    doc.head.appendChild(created);
    script = created;
  }
  const current = script;
  const state = () => current.dataset.adProbe as ProbeState;
  if (state() === "blocked") {
    onBlocked();
    return () => {};
  }
  if (state() === "ok") return () => {};
  const settled = () => {
    if (state() === "blocked") onBlocked();
  };
  current.addEventListener("load", settled);
  current.addEventListener("error", settled);
  return () => {
    current.removeEventListener("load", settled);
    current.removeEventListener("error", settled);
  };
}

/**
 * Ad-block detection, exactly as spec section 4:
 *
 * - load the ad network's script once per document: a load error, or a load that leaves no ad object
 *   (`window.adsbygoogle`), means a blocker;
 * - insert a bait element that filter lists hide, at once and again after 100 ms; each bait is
 *   inspected 10 ms after it goes in (hidden, zero-sized or removed means a blocker);
 * - nothing detected by 500 ms: declare "clear". A detection that arrives later (a slow script error)
 *   still flips the verdict to "blocked"; "blocked" is final.
 * - Our addition: if at 500 ms the ad script has not answered yet, "clear" waits for its answer (up to
 *   3 s). Gated pages redirect on "clear", so a blocker's error that arrives a little late (a busy
 *   phone) must not let the redirect slip out before the overlay can apply.
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
  /** Nothing detected by then: not blocked (once the ad script has answered). */
  declareClearMs: 500,
  /** The longest "clear" waits for a slow ad script to answer. */
  scriptWaitMaxMs: 3000,
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

  let baitsDone = false;
  const declareClear = () => {
    if (disposed || verdict !== "pending") return;
    verdict = "clear";
    onVerdict("clear");
  };
  const probe = probeAdScript(doc, scriptUrl, env.adObjectPresent, (outcome) => {
    if (outcome === "blocked") detected();
    else if (baitsDone) declareClear();
  });
  check(true);
  later(AD_BLOCK_TIMINGS.recheckMs, () => check(false));
  later(AD_BLOCK_TIMINGS.declareClearMs, () => {
    inspectBaits();
    removeBaits();
    baitsDone = true;
    if (probe.outcome() !== "pending") declareClear();
  });
  later(AD_BLOCK_TIMINGS.scriptWaitMaxMs, declareClear);

  return () => {
    disposed = true;
    timers.forEach((handle) => env.clearTimer(handle));
    timers.clear();
    removeBaits();
    probe.detach();
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
 * so client-side navigation between gated pages does not load it again). Reports the outcome once it
 * is known: "blocked" when it failed or left no ad object, else "ok".
 */
function probeAdScript(
  doc: Document,
  url: string,
  adObjectPresent: () => boolean,
  onOutcome: (outcome: "ok" | "blocked") => void,
): { outcome: () => ProbeState; detach: () => void } {
  let script = doc.querySelector<HTMLScriptElement>("script[data-ad-probe]");
  if (!script) {
    const created = doc.createElement("script");
    created.async = true;
    created.src = url;
    created.dataset.adProbe = "pending" satisfies ProbeState;
    const record = (outcome: ProbeState) => {
      created.dataset.adProbe = outcome;
    };
    created.addEventListener("load", () => record(adObjectPresent() ? "ok" : "blocked"), { once: true });
    created.addEventListener("error", () => record("blocked"), { once: true });
    doc.head.appendChild(created);
    script = created;
  }
  const current = script;
  const outcome = () => current.dataset.adProbe as ProbeState;
  const known = outcome();
  if (known !== "pending") {
    onOutcome(known);
    return { outcome, detach: () => {} };
  }
  const settled = () => {
    const now = outcome();
    if (now !== "pending") onOutcome(now);
  };
  current.addEventListener("load", settled);
  current.addEventListener("error", settled);
  return {
    outcome,
    detach: () => {
      current.removeEventListener("load", settled);
      current.removeEventListener("error", settled);
    },
  };
}

/**
 * Ad-block detection (spec section 4): the ad script failing to load or leaving no `window.adsbygoogle`,
 * or a bait (inserted at once and after 100 ms, inspected 10 ms after each) hidden, zero-sized or removed,
 * means a blocker, even after "clear"; "blocked" is final. Nothing by 500 ms means "clear", but "clear" waits
 * up to 3 s for an ad script that has not answered, so a late blocker error cannot let a gated page redirect
 * first. The script probe is the main signal: current filter lists no longer hide the classic bait classes.
 */

export type AdBlockState = "checking" | "clear" | "blocked";

// One verdict per page, shared by every island that reads it (they share this module's chunk).
let verdict: AdBlockState = "checking";
const listeners = new Set<() => void>();
export const currentVerdict = () => verdict;
export const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Class names and id that current filter lists hide (checked against AdGuard Base and uBlock filters). */
export const BAIT_CLASS = "banner-ad ad-slot sponsored-ad ad_box";
export const BAIT_ID = "adsbox";

/** Starts detecting (once per page); the script's `data-ad-probe` shows pending, ok or blocked. */
export function startAdBlockDetector(scriptUrl: string, isBaitHidden = baitLooksBlocked): void {
  const baits: HTMLElement[] = [];
  let baitsDone = false;
  const decide = (next: "clear" | "blocked") => {
    if (verdict === "blocked" || verdict === next) return;
    verdict = next;
    for (const listener of listeners) listener();
  };
  const inspectBaits = () => baits.some(isBaitHidden) && decide("blocked");
  const check = (withId: boolean) => {
    const bait = Object.assign(document.createElement("div"), { className: BAIT_CLASS, textContent: "\u00a0" });
    if (withId) bait.id = BAIT_ID;
    bait.setAttribute("aria-hidden", "true");
    bait.dataset.adBait = "";
    // Laid out (so it has a size) but far off screen: visitors never see it.
    bait.style.cssText =
      "position:absolute;left:-10000px;top:-10000px;width:1px;height:1px;overflow:hidden;pointer-events:none";
    baits.push(document.body.appendChild(bait));
    setTimeout(inspectBaits, 10);
  };

  const script = Object.assign(document.createElement("script"), { async: true, src: scriptUrl });
  script.dataset.adProbe = "pending";
  const answered = (ok: boolean) => {
    script.dataset.adProbe = ok ? "ok" : "blocked";
    if (!ok) decide("blocked");
    else if (baitsDone) decide("clear");
  };
  script.addEventListener("load", () => answered((window as { adsbygoogle?: unknown }).adsbygoogle != null));
  script.addEventListener("error", () => answered(false));
  document.head.appendChild(script);

  check(true);
  setTimeout(() => check(false), 100);
  setTimeout(() => {
    inspectBaits();
    baits.splice(0).forEach((bait) => bait.remove());
    baitsDone = true;
    if (script.dataset.adProbe !== "pending") decide("clear");
  }, 500);
  setTimeout(() => decide("clear"), 3000);
}

/** A bait is blocked when it was removed, hidden or collapsed to nothing. */
export function baitLooksBlocked(bait: HTMLElement): boolean {
  if (!bait.isConnected || bait.offsetParent === null || bait.offsetHeight === 0 || bait.offsetWidth === 0) return true;
  const style = getComputedStyle(bait);
  return style.display === "none" || style.visibility === "hidden";
}

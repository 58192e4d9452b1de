/**
 * Ad-block detection, exactly as spec section 4:
 *
 * - load the ad network's script: a load error, or a load that leaves no ad object
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
 * a blocker fails with net::ERR_BLOCKED_BY_CLIENT, is the main signal.
 */

export type AdBlockVerdict = "clear" | "blocked";

/** Class names and id that current filter lists hide (checked against AdGuard Base and uBlock filters). */
export const BAIT_CLASS = "banner-ad ad-slot sponsored-ad ad_box";
export const BAIT_ID = "adsbox";

/**
 * Starts detecting (once per page): loads the script (its outcome shows in its `data-ad-probe`:
 * pending, ok or blocked) and the baits. Calls `onVerdict` with "clear" at most once, and with
 * "blocked" at most once (possibly after "clear"). `isBaitHidden` judges a bait (real layout by default).
 */
export function startAdBlockDetector(
  scriptUrl: string,
  onVerdict: (verdict: AdBlockVerdict) => void,
  isBaitHidden: (bait: HTMLElement) => boolean = baitLooksBlocked,
): void {
  const baits: HTMLElement[] = [];
  let verdict: AdBlockVerdict | "pending" = "pending";
  let baitsDone = false;
  const decide = (next: AdBlockVerdict) => {
    if (verdict === "blocked" || verdict === next) return;
    verdict = next;
    onVerdict(next);
  };
  const inspectBaits = () => {
    if (baits.some(isBaitHidden)) decide("blocked");
  };
  const check = (withId: boolean) => {
    baits.push(insertBait(withId));
    setTimeout(inspectBaits, 10);
  };

  const script = document.createElement("script");
  script.async = true;
  script.src = scriptUrl;
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
  if (!bait.isConnected) return true;
  if (bait.offsetParent === null || bait.offsetHeight === 0 || bait.offsetWidth === 0) return true;
  const style = getComputedStyle(bait);
  return style.display === "none" || style.visibility === "hidden";
}

function insertBait(withId: boolean): HTMLElement {
  const bait = document.createElement("div");
  bait.className = BAIT_CLASS;
  if (withId) bait.id = BAIT_ID;
  bait.setAttribute("aria-hidden", "true");
  bait.dataset.adBait = "";
  bait.textContent = "\u00a0";
  // Laid out (so it has a size) but far off screen: visitors never see it.
  bait.style.cssText =
    "position:absolute;left:-10000px;top:-10000px;width:1px;height:1px;overflow:hidden;pointer-events:none";
  document.body.appendChild(bait);
  return bait;
}

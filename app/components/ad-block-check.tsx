/**
 * The ad-block gate of `gated` pages: on "blocked", the page's `[data-ad-block]` element goes blurred and
 * inert under a modal only a reload dismisses. Other islands act only once useAdBlockGate() says "clear".
 * While "checking" the page shows normally, so a visitor without a blocker never sees a flash.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import type { IslandWords } from "~/i18n/words";
import { currentVerdict, startAdBlockDetector, subscribe, type AdBlockState } from "~/lib/ad-block-detector";

/** The page's verdict: "checking" in the prerendered HTML and until the check has decided. */
export function useAdBlockGate(): AdBlockState {
  return useSyncExternalStore(subscribe, currentVerdict, () => "checking");
}

// The modal's code (about 1.1 KB gzip) loads only on "blocked", from our own origin, which blockers let through.
const AdBlockModal = lazy(() => import("~/components/ad-block-modal"));

const blockedClasses = ["pointer-events-none", "blur-sm", "select-none", "motion-safe:transition-[filter]"];

type Props = { scriptUrl: string; host: string; brandName: string; words: IslandWords<"adBlock"> };

export function AdBlockGateIsland({ scriptUrl, words, ...modal }: Props) {
  const state = useAdBlockGate();
  // Runs once: the island mounts once per page and its props never change.
  useEffect(() => startAdBlockDetector(scriptUrl), [scriptUrl]);
  useEffect(() => {
    const page = document.querySelector<HTMLElement>("[data-ad-block]")!;
    page.dataset.adBlock = state;
    const blocked = state === "blocked";
    page.inert = blocked;
    for (const name of blockedClasses) page.classList.toggle(name, blocked);
    // The page behind must not scroll under the modal either.
    document.documentElement.classList.toggle("overflow-hidden", blocked);
  }, [state]);
  return state === "blocked" ? (
    <Suspense fallback={null}>
      <AdBlockModal {...modal} words={words.adBlock} />
    </Suspense>
  ) : null;
}

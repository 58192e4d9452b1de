import { useEffect, useState, type ReactNode } from "react";
import { AdBlockModal } from "~/components/ad-block-modal";
import { site } from "~/config/site";
import { startAdBlockDetector } from "~/lib/ad-block-detector";

/**
 * The ad-block gate of /joiner, /bbgetkey, /resellers and /ugphone (never the landing page):
 *
 *   const adBlock = useAdBlockGate();            // "checking" → "clear" | "blocked"
 *   useEffect(() => { if (adBlock === "clear") act(); }, [adBlock]);
 *   return <AdBlockGate state={adBlock}>…page…</AdBlockGate>;
 *
 * Gated pages act (redirect, deep link) only once the state is "clear". While "checking" the page
 * shows normally and nothing else appears, so a visitor without a blocker never sees a flash; on
 * "blocked" the page is blurred and inert under a modal that only a reload dismisses.
 */
export type AdBlockState = "checking" | "clear" | "blocked";

export function useAdBlockGate(): AdBlockState {
  const [state, setState] = useState<AdBlockState>("checking");
  useEffect(
    () =>
      startAdBlockDetector({
        scriptUrl: site.thirdParty.adScriptUrl,
        env: {
          document,
          adObjectPresent: () => (window as { adsbygoogle?: unknown }).adsbygoogle != null,
          setTimer: (run, ms) => window.setTimeout(run, ms),
          clearTimer: (handle) => window.clearTimeout(handle as number),
        },
        onVerdict: setState,
      }),
    [],
  );
  return state;
}

export function AdBlockGate({ state, children }: { state: AdBlockState; children: ReactNode }) {
  const blocked = state === "blocked";
  return (
    <>
      <div
        data-ad-block={state}
        inert={blocked}
        className={blocked ? "pointer-events-none blur-sm select-none motion-safe:transition-[filter]" : undefined}
      >
        {children}
      </div>
      {blocked && <AdBlockModal />}
    </>
  );
}

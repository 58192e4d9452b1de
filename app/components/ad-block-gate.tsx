import type { ReactNode } from "react";

/**
 * PLACEHOLDER (foundation): the key-flow issue replaces this file with the real detector and modal.
 * The interface is fixed so that pages can use it now:
 *
 *   const adBlock = useAdBlockGate();            // "checking" → "clear" | "blocked"
 *   useEffect(() => { if (adBlock === "clear") act(); }, [adBlock]);
 *   return <AdBlockGate state={adBlock}>…page…</AdBlockGate>;
 *
 * Gated pages act (redirect, deep link) only once the state is "clear".
 */
export type AdBlockState = "checking" | "clear" | "blocked";

export function useAdBlockGate(): AdBlockState {
  return "clear";
}

export function AdBlockGate({ children }: { state: AdBlockState; children: ReactNode }) {
  return <>{children}</>;
}

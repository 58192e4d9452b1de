import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False while prerendering and during the hydration render, true afterwards: browser-only values without a mismatch. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

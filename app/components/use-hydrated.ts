import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while prerendering and during the hydration render, true afterwards (and at once on
 * client-side navigation). Lets a component render browser-only values without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * The page's query string (`location.search`): null while prerendering and during the hydration render
 * (the prerendered HTML knows no query), the real one right after. Islands have no router.
 */
export function useSearch(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => location.search,
    () => null,
  );
}

import { useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";

const subscribe = () => () => {};

/**
 * The query string, but only after hydration: `null` while the prerendered HTML (built without any
 * query) is hydrated, so the first client render matches it; the real values on the next render.
 */
export function useClientSearchParams(): URLSearchParams | null {
  const [params] = useSearchParams();
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return hydrated ? params : null;
}

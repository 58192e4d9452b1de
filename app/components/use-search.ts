import { useHydrated } from "~/components/use-hydrated";

/**
 * The page's query string (`location.search`): null while prerendering and during the hydration render
 * (the prerendered HTML knows no query), the real one right after. Islands have no router.
 */
export function useSearch(): string | null {
  return useHydrated() ? location.search : null;
}

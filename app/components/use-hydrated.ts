import { useSyncExternalStore } from "react";

const subscribe = () => () => {};
const inBrowser = () => true;
const inPrerender = () => false;

/** False while prerendering and in the hydration render, true afterwards: browser-only values without a mismatch. */
export const useHydrated = () => useSyncExternalStore(subscribe, inBrowser, inPrerender);

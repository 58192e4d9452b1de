import { createContext } from "react";

/**
 * True only while React Router renders its SPA fallback document at build time (a request with
 * `X-React-Router-SPA-Mode`): its build refuses a fallback without <Scripts/>. postbuild deletes that
 * file; no page ships React Router's scripts (app/root.tsx).
 */
export const SpaFallbackRender = createContext(false);

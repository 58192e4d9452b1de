/** What a route module's `handle` export may say about its page (read by the root Layout and entry.server). */
export interface RouteHandle {
  /**
   * `false`: the page has nothing for JavaScript to do, so its prerendered HTML carries no React
   * Router scripts, no module preloads and no hydration data; it may still carry small inline
   * scripts of its own (a log line, a redirect).
   */
  scripts?: false;
}

/** Whether the matched routes (innermost last) let the page ship its scripts. */
export function pageHasScripts(handles: readonly unknown[]): boolean {
  return handles.every((handle) => (handle as RouteHandle | undefined)?.scripts !== false);
}

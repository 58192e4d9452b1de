/** What a route module's `handle` export may say about its page (read by the root Layout). */
export interface RouteHandle {
  /**
   * `true`: the page has copy buttons that must copy from the first paint, before their island has
   * hydrated, so its <head> carries app/boot/early-copy.ts. Other pages carry no such script.
   */
  earlyCopy?: true;
}

/** Whether one of the matched routes asks for the early copy script. */
export function pageCopiesEarly(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as RouteHandle | undefined)?.earlyCopy === true);
}

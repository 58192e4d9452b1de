import type { StorageSource } from "~/lib/recent-joins";

/** Hands a deep link to the browser, which asks the Roblox app to open it. */
export function launch(link: string) {
  window.location.href = link;
}

/** This browser's localStorage (reading `window.localStorage` itself can throw: app/lib/recent-joins.ts catches that). */
export const browserStorage: StorageSource = () => window.localStorage;

/** The whole JavaScript of pages without islands, run as the page is parsed. Self-contained (serialized by inlineScript). */

/** The catch-all's log line (spec section 2: "The missing path is logged"). */
export function logMissingPath(): void {
  console.error(`404 Error: User attempted to access non-existent route: ${location.pathname}`);
}

/** A line in the console, e.g. /robux's note that the prank is disabled. */
export function logLine(message: string): void {
  console.log(message);
}

/** Leaves for `url` without a history entry (Back does not bounce into the redirect again). */
export function redirectTo(url: string): void {
  location.replace(url);
}

/** The whole JavaScript of pages without islands, run as the page is parsed. Self-contained (serialized by inlineScript). */

/** Spec section 2: "The missing path is logged". */
export function logMissingPath(): void {
  console.error(`404 Error: User attempted to access non-existent route: ${location.pathname}`);
}

export function logLine(message: string): void {
  console.log(message);
}

/** Leaves for `url` without a history entry (Back does not bounce into the redirect again). */
export function redirectTo(url: string): void {
  location.replace(url);
}

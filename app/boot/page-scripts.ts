/** The whole JavaScript of pages without islands, run as the page is parsed; a page's text in its script's data- attributes. */

/** Spec section 2: "The missing path is logged". */
export function logMissingPath(): void {
  console.error(`404 Error: User attempted to access non-existent route: ${location.pathname}`);
}

/** Logs the script's `data-line`. */
export function logLine(): void {
  console.log(document.currentScript?.dataset.line);
}

/** Leaves for the script's `data-to` without a history entry (Back does not bounce into the redirect again). */
export function redirectTo(): void {
  const url = document.currentScript?.dataset.to;
  if (url) location.replace(url);
}

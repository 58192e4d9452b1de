/**
 * Text for XML (the feeds, the badges, the site map): shown as written, never read as markup. A character XML 1.0
 * forbids (a control character but a tab or a line break, U+FFFE, U+FFFF, a lone surrogate), whatever is stored,
 * is written as U+FFFD, so the document stays well-formed.
 */
export const escapeXml = (text: string) =>
  text
    .replace(/[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "\uFFFD")
    .replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

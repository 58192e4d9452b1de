import { inlineScript, type BootFunction } from "~/boot/inline-script";

/**
 * An inline <script> that runs where it stands while the prerendered HTML is parsed (before the first
 * paint of what follows it, before any module loads). postbuild hashes it into the page's CSP.
 *
 * React never runs it: on hydration React keeps the element as it is (its text is not compared), and
 * a <script> that React itself inserts does not execute.
 */
export function InlineScript<F extends BootFunction>({ run, args }: { run: F; args: Parameters<F> }) {
  // The script's text is serialized by inlineScript from our own functions and JSON-escaped arguments.
  // oxlint-disable-next-line react/no-danger
  return <script data-boot="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: inlineScript(run, ...args) }} />;
}

import { inlineScript, type BootFunction } from "~/boot/serialize";

/**
 * An inline <script> that runs where it stands while the prerendered HTML is parsed (before the first
 * paint of what follows it, before any module loads). postbuild hashes it into the page's CSP.
 *
 * React never runs it: on hydration React keeps the element as it is (its text is not compared), and
 * a <script> that React itself inserts does not execute. So the function is only needed while
 * prerendering: call sites pass `run={import.meta.env.SSR ? fn : undefined}`, and the browser bundle
 * leaves the function out (the element is still rendered, empty, so hydration matches).
 */
export function InlineScript<F extends BootFunction>({ run, args }: { run: F | undefined; args: Parameters<F> }) {
  // Safe by construction: the text is a function's own source plus JSON-encoded arguments from the
  // configuration (inlineScript escapes "<"), never anything a visitor sends.
  // `data-boot` names the function (tests check which page runs which script).
  // oxlint-disable-next-line react/no-danger
  return <script data-boot={run?.name ?? ""} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR && run ? inlineScript(run, ...args) : "" }} />;
}

import { inlineScript, type BootFunction } from "~/boot/serialize";

/**
 * An inline <script> that runs where it stands while the prerendered HTML is parsed (before the first
 * paint of what follows it, before any module loads). postbuild hashes it into the page's CSP. React
 * never runs it (hydration keeps the element as it is): an island passes `run={import.meta.env.SSR ?
 * fn : undefined}`, so its bundle leaves the function out.
 */
export function InlineScript<F extends BootFunction>({ run, args }: { run: F | undefined; args: Parameters<F> }) {
  // Safe: a function's own source and JSON arguments from the configuration ("<" escaped), nothing a visitor sends.
  const text = import.meta.env.SSR && run ? inlineScript(run, ...args) : "";
  // `data-boot` names the function (tests check which page runs which script).
  // oxlint-disable-next-line react/no-danger
  return <script data-boot={run?.name ?? ""} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />;
}

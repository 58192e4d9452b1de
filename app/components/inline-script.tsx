import { inlineScript, type BootFunction } from "~/boot/serialize";

/**
 * An inline <script>, run where it stands while the HTML is parsed. React never runs it (hydration keeps
 * the element): an island passes `run={import.meta.env.SSR ? fn : undefined}` to leave `fn` out of its bundle.
 */
export function InlineScript<F extends BootFunction>({ run, args }: { run: F | undefined; args: Parameters<F> }) {
  // Safe: a function's own source and JSON arguments from the configuration ("<" escaped), nothing a visitor sends.
  const text = import.meta.env.SSR && run ? inlineScript(run, ...args) : "";
  // `data-boot` names the function (tests check which page runs which script).
  // oxlint-disable-next-line react/no-danger
  return <script data-boot={run?.name ?? ""} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />;
}

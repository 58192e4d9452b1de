import { bootScripts } from "virtual:boot-scripts";
import type { BootName } from "../../scripts/boot-compile.ts";

/**
 * A boot script (app/boot/, compiled by the build: scripts/boot-scripts.ts), run where it stands while the HTML is
 * parsed; the same bytes on every page, so one policy allows it. What it needs from the page comes in `data`, as
 * the element's data- attributes. React never runs it (hydration keeps the element); an island's bundle has no text.
 */
export function InlineScript({ name, data = {} }: { name: BootName; data?: Record<string, string> }) {
  const attributes = Object.fromEntries(Object.entries(data).map(([key, value]) => [`data-${key}`, value]));
  const html = { __html: import.meta.env.SSR ? bootScripts[name] : "" };
  // Safe: the build's own script, no page content; `data-boot` names it (tests check which page runs which).
  // oxlint-disable-next-line react/no-danger
  return <script data-boot={name} {...attributes} suppressHydrationWarning dangerouslySetInnerHTML={html} />;
}

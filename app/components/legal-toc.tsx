import { useMessages } from "~/i18n/messages-context";
import type { Section } from "~/lib/slug";

/** "On this page": one link per section heading, in document order. */
export function LegalToc({ sections }: { sections: readonly Section[] }) {
  const m = useMessages().legal;
  return (
    <nav aria-labelledby="toc-title" className="rounded-2xl border border-border bg-surface p-5 lg:sticky lg:top-6">
      <p id="toc-title" className="text-xs font-semibold tracking-wider text-muted uppercase">
        {m.tableOfContents}
      </p>
      {/* The section titles are the English document's. */}
      <ol className="mt-3 flex flex-col text-sm" lang="en" dir="ltr">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="block rounded py-1.5 leading-snug text-fg/85 hover:text-violet-300 hover:underline hover:underline-offset-4"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

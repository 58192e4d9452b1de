import type { AnchorHTMLAttributes } from "react";
import { SiteLink } from "~/components/site-link";
import { ExternalLink } from "~/components/ui/button";
import { legalDocument, legalDocuments, type LegalDocumentKey } from "~/content/documents";
// Every legal MDX module has this shape: its text and `sections` (added by scripts/remark-sections.ts).
import type * as LegalContent from "~/content/terms.mdx";
import { site } from "~/config/site";
import { useLocaleHandle } from "~/i18n/messages-context";
import { formatIsoDate } from "~/lib/format";
import { inLanguage } from "~/components/site-page";
import { pageTitleClass } from "~/components/page-header";

/** Markdown links: in-page anchors stay plain, site paths ("/privacy") go to that page, the rest open a new tab. */
function ProseLink({ href = "", ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  // oxlint-disable-next-line jsx-a11y/anchor-has-content -- children arrive through props
  if (href.startsWith("#")) return <a href={href} {...props} />;
  return href.startsWith("/") ? <SiteLink to={href} {...props} /> : <ExternalLink href={href} {...props} />;
}

type LegalPageProps = { document: LegalDocumentKey; content: typeof LegalContent };

/** /terms, /privacy, /reseller-tos or /showcaser-tos: the English text among the page's translated chrome. */
export const LegalPage = inLanguage(function LegalPage({ document, content }: LegalPageProps) {
  const { default: Content, sections } = content;
  const { messages, locale } = useLocaleHandle();
  const m = messages.legal;
  const others = legalDocuments(messages).filter((doc) => doc.key !== document);
  return (
    <div className="mx-auto max-w-5xl pt-6 pb-4 sm:pt-10">
      <header className="border-b border-border pb-6">
        <h1 className={pageTitleClass}>{legalDocument(messages, document).title}</h1>
        <p className="mt-2 text-sm text-muted">
          {m.lastUpdated}{" "}
          <time dateTime={site.legal.lastUpdated}>{formatIsoDate(site.legal.lastUpdated, locale.tag)}</time>
        </p>
        {locale.prefix !== "" && (
          <p
            className="mt-4 rounded-xl border border-border bg-surface px-4 py-3 text-sm text-muted"
            data-testid="english-governs"
          >
            {m.englishGoverns}
          </p>
        )}
      </header>

      <div className="mt-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <aside className="mb-10 lg:mb-0">
          <nav
            aria-labelledby="toc-title"
            className="rounded-2xl border border-border bg-surface p-5 lg:sticky lg:top-6"
          >
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
        </aside>
        <div className="min-w-0">
          {/* The binding text is English in every language (the chrome around it is translated). */}
          <article className="prose-legal" lang="en" dir="ltr">
            <Content components={{ a: ProseLink }} />
          </article>
          <nav aria-labelledby="other-documents" className="mt-12 rounded-2xl border border-border bg-surface p-5">
            <p id="other-documents" className="text-sm font-semibold text-fg">
              {m.otherDocuments}
            </p>
            <ul className="mt-3 flex flex-col gap-1 text-sm sm:flex-row sm:flex-wrap sm:gap-x-6">
              {others.map((doc) => (
                <li key={doc.path}>
                  <SiteLink
                    to={doc.path}
                    className="inline-flex min-h-11 items-center rounded text-violet-300 underline-offset-4 hover:text-fg hover:underline sm:min-h-0"
                  >
                    {doc.title}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </div>
  );
});

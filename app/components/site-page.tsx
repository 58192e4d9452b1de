import { createElement, type ComponentType, type ReactNode } from "react";
import { BrandMark } from "~/components/brand-mark";
import { InlineScript } from "~/components/inline-script";
import { LanguageMenu } from "~/components/language-menu";
import { toastRegionClass } from "~/components/notify";
import { SiteLink } from "~/components/site-link";
import { brand } from "~/config/brand";
import { headTags, type PageMeta } from "~/lib/page-meta";
import { handleOf } from "~/i18n/locale-handle";
import type { LocaleTag } from "~/i18n/locales";
import { MessagesProvider } from "~/i18n/messages-context";

/** A part of a page that its .astro file renders: React with the words of the page's language (`tag`). */
export function inLanguage<P extends object>(Part: ComponentType<P>) {
  return ({ tag, ...props }: P & { tag: LocaleTag }) => (
    <MessagesProvider value={handleOf(tag)}>
      <Part {...(props as P)} />
    </MessagesProvider>
  );
}

interface SitePageProps {
  tag: LocaleTag;
  /** The URL path it is rendered for (never Astro.url). */
  path: string;
  gated?: boolean;
  footer?: boolean;
  children: ReactNode;
  /** The ad-block gate island, Astro's slot of that name (app/layouts/site.astro), on a gated page. */
  adBlockGate?: ReactNode;
}

/**
 * The `<body>` of every page: skip link, frame with the page in its `<main>`, and the toasts' live region (there
 * from the start, so the first toast is announced too). A gated page's frame is in a `[data-ad-block]` element,
 * which the ad-block gate island marks.
 */
export function SitePage({ tag, path, gated, footer = true, children, adBlockGate }: SitePageProps) {
  const handle = handleOf(tag);
  const { header, footer: m, common, toasts } = handle.messages;
  const footerLinks = { "/executors": m.executorStatus, "/status": m.status, "/terms": m.terms, "/privacy": m.privacy };
  const frame = (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-6xl items-center px-4 py-4 sm:px-6">
        <SiteLink
          to="/"
          className="flex items-center gap-3 rounded-lg text-lg font-bold"
          aria-label={header.homeLabel(brand.name)}
        >
          <BrandMark size={36} />
          <span aria-hidden="true">{brand.name}</span>
        </SiteLink>
        <LanguageMenu path={path} />
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 sm:px-6">
        {children}
      </main>
      {footer && (
        <footer className="mt-16 border-t border-border">
          <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 py-8 text-sm text-muted sm:flex-row sm:justify-between sm:px-6">
            <p>{m.notAffiliated(brand.name)}</p>
            <nav aria-label={m.navLabel}>
              <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
                {Object.entries(footerLinks).map(([to, label]) => (
                  <li key={to}>
                    <SiteLink to={to} className="rounded hover:text-fg">
                      {label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </footer>
      )}
    </div>
  );
  return (
    <MessagesProvider value={handle}>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-accent-strong text-accent-fg focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:px-4 focus:py-2"
      >
        {common.skipToContent}
      </a>
      {gated ? <div data-ad-block="checking">{frame}</div> : frame}
      {adBlockGate}
      <section data-toast-region aria-live="polite" aria-label={toasts.regionLabel} className={toastRegionClass} />
    </MessagesProvider>
  );
}

/** Every page's `<head>` but styles and scripts; with app/boot/early-copy.ts on pages that copy from first paint. */
export interface PageHeadProps {
  tag: LocaleTag;
  meta: PageMeta;
  links?: readonly Record<string, string>[]; // more <link>s for its <head>
  copiesEarly?: boolean; // its copy buttons work from first paint
}

export function PageHead({ tag, meta, links, copiesEarly }: PageHeadProps) {
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="theme-color" content={brand.themeColor} />
      {headTags(handleOf(tag), meta, links).map(({ tagName, title, ...attributes }, index) =>
        createElement(title === undefined ? (tagName ?? "meta") : "title", { key: index, ...attributes }, title),
      )}
      {copiesEarly && <InlineScript name="earlyCopy" />}
    </>
  );
}

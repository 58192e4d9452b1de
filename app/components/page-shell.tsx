import type { ReactNode } from "react";
import { BrandMark } from "~/components/brand-mark";
import { LanguageMenu } from "~/components/language-menu";
import { SiteLink } from "~/components/site-link";
import { brand } from "~/config/brand";
import { useMessages } from "~/i18n/messages-context";

/**
 * Every page's frame: the top bar (the logo linking home, the language menu), the page's main
 * landmark (target of the skip link), and the footer (executor status, the legal links, the brand line).
 */
export function PageShell({ children, footer = true }: { children: ReactNode; footer?: boolean }) {
  const { header, footer: m } = useMessages();
  return (
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
        <LanguageMenu />
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
                {(
                  [
                    ["/executors", m.executorStatus],
                    ["/terms", m.terms],
                    ["/privacy", m.privacy],
                  ] as const
                ).map(([to, label]) => (
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
}

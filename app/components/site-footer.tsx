import { SiteLink } from "~/components/site-link";
import { brand } from "~/config/brand";
import { useMessages } from "~/i18n/messages-context";

/** Footer of every page: executor status, the legal links and the brand line. */
export function SiteFooter() {
  const m = useMessages().footer;
  return (
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
  );
}

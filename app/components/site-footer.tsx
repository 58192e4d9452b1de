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
            <li>
              <SiteLink to="/executors" className="rounded hover:text-fg">
                {m.executorStatus}
              </SiteLink>
            </li>
            <li>
              <SiteLink to="/terms" className="rounded hover:text-fg">
                {m.terms}
              </SiteLink>
            </li>
            <li>
              <SiteLink to="/privacy" className="rounded hover:text-fg">
                {m.privacy}
              </SiteLink>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}

import ArrowLeft from "lucide-react/icons/arrow-left";
import { SiteLink } from "~/components/site-link";

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <SiteLink to={to} className="inline-flex min-h-11 items-center gap-2 rounded-lg text-sm text-muted hover:text-fg">
      <ArrowLeft size={16} aria-hidden="true" className="rtl:-scale-x-100" />
      {children}
    </SiteLink>
  );
}

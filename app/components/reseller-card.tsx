import { ShoppingCart, Store } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { buttonClass, ExternalLink } from "~/components/ui/button";
import type { site } from "~/config/site";

export type Reseller = (typeof site.resellers)[number];

/** A reseller: name (the official one as "Official Reseller", badge OFFICIAL), payment methods, store link. */
export function ResellerCard({ reseller }: { reseller: Reseller }) {
  const title = reseller.official ? `${reseller.name} Reseller` : reseller.name;
  const methodsLabel = `Payment methods accepted by ${title}`;
  return (
    <article
      aria-label={title}
      data-reseller={reseller.id}
      className="flex h-full flex-col gap-5 rounded-2xl border border-t-4 border-border bg-surface p-6"
      style={{ borderTopColor: reseller.accent }}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-surface-2">
            <Store size={20} aria-hidden="true" style={{ color: reseller.accent }} />
          </span>
          <h2 className="text-xl font-bold">{title}</h2>
        </div>
        {reseller.official && <Badge>OFFICIAL</Badge>}
      </div>
      <div>
        <p className="text-sm text-muted">Payment methods</p>
        <ul aria-label={methodsLabel} className="mt-2 flex flex-wrap gap-2">
          {reseller.paymentMethods.map((method) => (
            <li key={method} className="rounded-full border border-border bg-surface-2 px-3 py-1 text-sm">
              {method}
            </li>
          ))}
        </ul>
      </div>
      <ExternalLink href={reseller.url} className={buttonClass(reseller.official ? "primary" : "secondary", "mt-auto w-full")}>
        <ShoppingCart size={18} aria-hidden="true" />
        Buy from {reseller.name}
      </ExternalLink>
    </article>
  );
}

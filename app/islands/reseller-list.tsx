import ShoppingCart from "lucide-react/icons/shopping-cart";
import Store from "lucide-react/icons/store";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { buttonClass, ExternalLink } from "~/components/ui/button";
import { useHydrated } from "~/components/use-hydrated";
import type { site } from "~/config/site";
import { say, type IslandWords } from "~/i18n/words";
import { defineIsland } from "~/islands/define";
import { shuffle } from "~/lib/shuffle";

type Props = { resellers: readonly (typeof site.resellers)[number][]; words: IslandWords<"resellers"> };

/**
 * /resellers: the official reseller (first in the configuration), then the others in an order drawn once
 * per visit, shown after hydration (the prerendered HTML and the hydration render keep the configured
 * order). The official store's title and button are whole phrases in each language, not a template.
 */
function ResellerList({ resellers, words: { resellers: m } }: Props) {
  const hydrated = useHydrated();
  const [shuffled] = useState(() => [resellers[0], ...shuffle(resellers.slice(1))]);
  return (
    <ul className="grid grid-cols-1 gap-5 md:grid-cols-2" data-testid="reseller-list">
      {(hydrated ? shuffled : resellers).map((reseller) => {
        const title = reseller.official ? say(m.officialTitle, reseller.name) : reseller.name;
        return (
          <li key={reseller.id}>
            <article
              aria-label={title}
              data-reseller={reseller.id}
              className="flex h-full flex-col gap-5 rounded-2xl border border-t-4 border-border bg-surface p-6"
              style={{ borderTopColor: reseller.accent }}
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="flex min-w-0 items-center gap-3">
                  <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-surface-2">
                    <Store size={20} aria-hidden="true" style={{ color: reseller.accent }} />
                  </span>
                  <h2 className="text-xl font-bold">{title}</h2>
                </div>
                {reseller.official && <Badge>{m.officialBadge}</Badge>}
              </div>
              <div>
                <p className="text-sm text-muted">{m.paymentMethods}</p>
                <ul aria-label={say(m.paymentMethodsLabel, title)} className="mt-2 flex flex-wrap gap-2">
                  {reseller.paymentMethods.map((method) => (
                    <li key={method} className="rounded-full border border-border bg-surface-2 px-3 py-1 text-sm">
                      {method}
                    </li>
                  ))}
                </ul>
              </div>
              <ExternalLink
                href={reseller.url}
                className={buttonClass(reseller.official ? "primary" : "secondary", "mt-auto w-full")}
              >
                <ShoppingCart size={18} aria-hidden="true" />
                {reseller.official ? say(m.buyOfficial, reseller.name) : say(m.buyFrom, reseller.name)}
              </ExternalLink>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

export default defineIsland("reseller-list", ResellerList, ["resellers"]);

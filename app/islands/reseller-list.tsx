import { useState } from "react";
import { ResellerCard, type Reseller } from "~/components/reseller-card";
import { useHydrated } from "~/components/use-hydrated";
import { defineIsland } from "~/islands/define";
import { orderResellers } from "~/lib/shuffle";

/**
 * The official reseller first, then the others in random order. The prerendered HTML and the
 * hydration render use the configured order (so hydration matches); the shuffled order, drawn once
 * per visit, shows from the render right after hydration. The island of /resellers.
 */
function ResellerList({ resellers }: { resellers: readonly Reseller[] }) {
  const hydrated = useHydrated();
  const [shuffled] = useState(() => orderResellers(resellers, Math.random));
  const ordered = hydrated ? shuffled : orderResellers(resellers);

  return (
    <ul className="grid grid-cols-1 gap-5 md:grid-cols-2" data-testid="reseller-list">
      {ordered.map((reseller) => (
        <li key={reseller.id}>
          <ResellerCard reseller={reseller} />
        </li>
      ))}
    </ul>
  );
}

export default defineIsland("reseller-list", ResellerList, ["resellers"]);

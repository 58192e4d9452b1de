import { AdBlockGatedPage } from "~/components/ad-block-gate";
import { PageShell } from "~/components/page-shell";
import { brand, games } from "~/config/brand";
import type { PageMeta } from "~/config/page-meta";
import { Island } from "~/islands/island";
import adBlockGate from "~/islands/ad-block-gate";
import joiner from "~/islands/joiner";
import { adBlockGateProps } from "~/routes/gate-props";

export const meta: PageMeta = (m) => ({ ...m.meta.joiner, path: "/joiner", noindex: true });

export default function Joiner() {
  return (
    <>
      <AdBlockGatedPage>
        <PageShell>
          <Island
            island={joiner}
            props={{ games: games.map(({ title, gameUrl }) => ({ title, gameUrl })), brandName: brand.name }}
          />
        </PageShell>
      </AdBlockGatedPage>
      <Island island={adBlockGate} props={adBlockGateProps} />
    </>
  );
}

import type { ReactNode } from "react";
import { PageShell } from "~/components/page-shell";
import { site } from "~/config/site";
import { Island } from "~/islands/island";

/** The ad-block gate island's props, the same on every gated page. */
export const adBlockGateProps = {
  scriptUrl: site.thirdParty.adScriptUrl,
  host: new URL(site.brand.siteUrl).host,
  brandName: site.brand.name,
};

/**
 * A gated route's page (its `islands` give "ad-block-gate" the props above): static HTML in a
 * `[data-ad-block]` element, which the gate island beside it marks (~/components/ad-block-gate).
 */
export function GatedPage({ footer, children }: { footer?: boolean; children: ReactNode }) {
  return (
    <>
      <div data-ad-block="checking">
        <PageShell footer={footer}>{children}</PageShell>
      </div>
      <Island name="ad-block-gate" />
    </>
  );
}

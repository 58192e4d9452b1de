import type { Route } from "./+types/bbgetkey";
import { AdBlockGate, useAdBlockGate } from "~/components/ad-block-gate";
import { PageShell } from "~/components/page-shell";
import { RedirectNotice } from "~/components/redirect-notice";
import { useKeyLinkRedirect } from "~/components/use-key-link-redirect";
import { meta as pageMeta } from "~/config/page-meta";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "BetterBypasser Key",
    description: "Redirecting you to get your BetterBypasser key.",
    path: "/bbgetkey",
    noindex: true,
  });

/** Sends the visitor to a key-link provider chosen by stored choice or country tier (spec section 4). */
export default function BetterBypasserKey() {
  const adBlock = useAdBlockGate();
  const destination = useKeyLinkRedirect(adBlock === "clear");
  return (
    <AdBlockGate state={adBlock}>
      <PageShell footer={false}>
        <RedirectNotice
          title="Redirecting..."
          message="Please wait while we redirect you to get your BetterBypasser key."
          fallbackHref={destination}
        />
      </PageShell>
    </AdBlockGate>
  );
}

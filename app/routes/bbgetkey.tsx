import type { Route } from "./+types/bbgetkey";
import { AdBlockGate, useAdBlockGate } from "~/components/ad-block-gate";
import { PageShell } from "~/components/page-shell";
import { RedirectNotice } from "~/components/redirect-notice";
import { useKeyLinkRedirect } from "~/components/use-key-link-redirect";
import { localeMeta } from "~/config/page-meta";
import { useMessages } from "~/i18n/messages-context";

export const meta: Route.MetaFunction = ({ matches }) =>
  localeMeta(matches, (m) => ({ ...m.meta.bbgetkey, path: "/bbgetkey", noindex: true }));

/** Sends the visitor to a key-link provider chosen by stored choice or country tier (spec section 4). */
export default function BetterBypasserKey() {
  const adBlock = useAdBlockGate();
  const destination = useKeyLinkRedirect(adBlock === "clear");
  const m = useMessages().redirect;
  return (
    <AdBlockGate state={adBlock}>
      <PageShell footer={false}>
        <RedirectNotice
          title={m.title}
          message={m.betterBypasser}
          fallbackHref={destination}
        />
      </PageShell>
    </AdBlockGate>
  );
}

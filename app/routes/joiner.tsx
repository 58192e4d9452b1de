import type { Route } from "./+types/joiner";
import { AdBlockGate, useAdBlockGate } from "~/components/ad-block-gate";
import { JoinPanel } from "~/components/join-panel";
import { PageShell } from "~/components/page-shell";
import { useJoinLink } from "~/components/use-join-link";
import { localeMeta } from "~/config/page-meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  localeMeta(matches, (m) => ({ ...m.meta.joiner, path: "/joiner", noindex: true }));

export default function Joiner() {
  const adBlock = useAdBlockGate();
  const join = useJoinLink(adBlock);
  return (
    <AdBlockGate state={adBlock}>
      <PageShell>
        <JoinPanel join={join} adBlock={adBlock} />
      </PageShell>
    </AdBlockGate>
  );
}

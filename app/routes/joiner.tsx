import type { Route } from "./+types/joiner";
import { AdBlockGate, useAdBlockGate } from "~/components/ad-block-gate";
import { JoinPanel } from "~/components/join-panel";
import { PageShell } from "~/components/page-shell";
import { useJoinLink } from "~/components/use-join-link";
import { meta as pageMeta } from "~/config/page-meta";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Join a Roblox Server",
    description: "Opens Roblox and joins the server from a shared link, or makes a join link from a server, private-server or share link.",
    path: "/joiner",
    noindex: true,
  });

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

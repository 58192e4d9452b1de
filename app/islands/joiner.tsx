import { useAdBlockGate } from "~/components/ad-block-gate";
import { JoinPanel } from "~/components/join-panel";
import { useJoinLink } from "~/components/use-join-link";
import { defineIsland } from "~/islands/define";

/** /joiner: the deep link once the ad-block gate is clear, or the link tool and the recent servers. */
function Joiner() {
  const adBlock = useAdBlockGate();
  const join = useJoinLink(adBlock);
  return <JoinPanel join={join} adBlock={adBlock} />;
}

export default defineIsland("joiner", Joiner, ["joiner"]);

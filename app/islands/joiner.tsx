import { useAdBlockGate } from "~/components/ad-block-gate";
import { JoinerGames } from "~/components/join-labels";
import { JoinPanel } from "~/components/join-panel";
import { useJoinLink } from "~/components/use-join-link";
import { defineIsland } from "~/islands/define";
import type { NamedGame } from "~/lib/place-names";

/** /joiner: the deep link once the ad-block gate is clear, or the link tool and the recent servers. */
function Joiner({ games }: { games: readonly NamedGame[] }) {
  const adBlock = useAdBlockGate();
  const join = useJoinLink(adBlock);
  return (
    <JoinerGames value={games}>
      <JoinPanel join={join} adBlock={adBlock} />
    </JoinerGames>
  );
}

export default defineIsland("joiner", Joiner, ["joiner"]);

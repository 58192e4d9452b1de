import { useAdBlockGate } from "~/components/ad-block-gate";
import { JoinerBrandName, JoinerGames } from "~/components/join-labels";
import { JoinPanel } from "~/components/join-panel";
import { useJoinLink } from "~/components/use-join-link";
import { defineIsland } from "~/islands/define";
import type { NamedGame } from "~/lib/place-names";

/** /joiner: the deep link once the ad-block gate is clear, or the link tool and the recent servers. */
function Joiner({ games, brandName }: { games: readonly NamedGame[]; brandName: string }) {
  const adBlock = useAdBlockGate();
  const { join, noteVisitorJoin } = useJoinLink(adBlock);
  return (
    <JoinerGames value={games}>
      <JoinerBrandName value={brandName}>
        <JoinPanel join={join} adBlock={adBlock} onVisitorJoin={noteVisitorJoin} />
      </JoinerBrandName>
    </JoinerGames>
  );
}

export default defineIsland("joiner", Joiner, ["joiner"]);

import { AdBlockGateIsland } from "~/components/ad-block-check";
import { defineIsland } from "~/islands/define";

/** The ad-block check and its modal, beside a gated page (see ~/components/ad-block-check). */
export default defineIsland("ad-block-gate", AdBlockGateIsland, ["adBlock"]);

import { AdBlockGateIsland } from "~/components/ad-block-check";
import { defineIsland } from "~/islands/define";

export default defineIsland("ad-block-gate", AdBlockGateIsland, ["adBlock"]);

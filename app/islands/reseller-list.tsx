import { ResellerList } from "~/components/reseller-list";
import { defineIsland } from "~/islands/define";

/** /resellers: the official store first, the others shuffled once the island has hydrated. */
export default defineIsland("reseller-list", ResellerList, ["resellers"]);

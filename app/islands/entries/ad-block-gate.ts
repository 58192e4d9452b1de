import { hydrateIsland } from "~/islands/hydrate";
import island from "~/islands/ad-block-gate";

hydrateIsland(island);

import { hydrateIsland } from "~/islands/hydrate";
import island from "~/islands/reseller-list";

hydrateIsland(island);

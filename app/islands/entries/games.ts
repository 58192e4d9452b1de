import { hydrateIsland } from "~/islands/hydrate";
import island from "~/islands/games";

hydrateIsland(island);

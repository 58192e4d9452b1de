import { hydrateIsland } from "~/islands/hydrate";
import island from "~/islands/joiner";

hydrateIsland(island);

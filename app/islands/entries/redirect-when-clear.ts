import { hydrateIsland } from "~/islands/hydrate";
import island from "~/islands/redirect-when-clear";

hydrateIsland(island);

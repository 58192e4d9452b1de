import { hydrateIsland } from "~/islands/hydrate";
import island from "~/islands/executors-status";

hydrateIsland(island);

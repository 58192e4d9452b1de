import { hydrateIsland } from "~/islands/hydrate";
import island from "~/islands/server-code";

hydrateIsland(island);

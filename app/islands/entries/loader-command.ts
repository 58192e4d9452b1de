import { hydrateIsland } from "~/islands/hydrate";
import island from "~/islands/loader-command";

hydrateIsland(island);

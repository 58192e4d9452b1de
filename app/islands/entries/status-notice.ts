import { hydrateIsland } from "~/islands/hydrate";
import island from "~/islands/status-notice";

hydrateIsland(island);

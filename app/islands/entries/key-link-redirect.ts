import { hydrateIsland } from "~/islands/hydrate";
import island from "~/islands/key-link-redirect";

hydrateIsland(island);

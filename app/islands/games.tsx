import { LandingGames } from "~/components/landing-status";
import { defineIsland } from "~/islands/define";

/** The landing page's Supported Games, each with its live status, and "Updated … ago". */
export default defineIsland("games", LandingGames, ["home", "status", "time"]);

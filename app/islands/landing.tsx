/**
 * The landing page's three islands in one module, so the page loads one file for the three; /executors'
 * island is here too, since it shares the live status with them.
 */
import { LandingGames } from "~/components/games-grid";
import { LoaderCommand as LoaderCommandField } from "~/components/loader-command";
import { StatusNotice as Notice } from "~/components/status-notice";
import { defineIsland } from "~/islands/define";

export { default as ExecutorsStatus } from "~/islands/executors-status";

/** Supported Games, each with its live status, and "Updated … ago". */
export const Games = defineIsland("games", LandingGames, ["home", "status", "time"]);

/** "Get Script" and the loader command field (they copy before this hydrates too: app/boot/early-copy.ts). */
export const LoaderCommand = defineIsland("loader-command", LoaderCommandField, ["home", "toasts"]);

/** The site notice of the live status (/executors has it in its own island). */
export const StatusNotice = defineIsland("status-notice", Notice, ["status"]);

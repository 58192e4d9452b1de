import { LoaderCommand } from "~/components/loader-command";
import { defineIsland } from "~/islands/define";

/** The landing page's "Get Script" and the loader command field (copies before this hydrates too: app/boot/early-copy.ts). */
export default defineIsland("loader-command", LoaderCommand, ["home", "toasts"]);

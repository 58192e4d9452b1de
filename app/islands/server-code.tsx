import { ServerCodeCard } from "~/components/server-code-card";
import { useSearch } from "~/components/use-search";
import { defineIsland } from "~/islands/define";
import { readServerCode } from "~/lib/server-code-query";

/**
 * /servercodes: the card with the link's code and "Copy Code". The prerendered HTML has no code: the
 * island hydrates that, then shows the link's (already on screen, put there by the page's boot script).
 */
function ServerCode() {
  return <ServerCodeCard code={readServerCode(useSearch())} />;
}

export default defineIsland("server-code", ServerCode, ["common", "servercodes", "toasts"]);

import { InlineScript } from "~/components/inline-script";
import { brand } from "~/config/brand";
import type { PageMeta } from "~/config/page-meta";
import { useMessages } from "~/i18n/messages-context";
import { Island } from "~/islands/island";
import type { PageIslands } from "~/islands/registry";
import { pageTitle } from "~/lib/meta";

// Prerendered without a query (title "Server Codes | Rift"); in the browser the title names the code.
export const meta: PageMeta = (m) => ({
  title: m.meta.servercodes.emptyTitle,
  description: m.meta.servercodes.description,
  path: "/servercodes",
  noindex: true,
});

// The first paint waits until the parser has run the script below the card (Chromium 124+; other
// browsers ignore it): painted earlier, the empty state would show, then shift as the code fills in.
const codeShownId = "server-code-shown";
export const links = [{ rel: "expect", href: `#${codeShownId}`, blocking: "render" }];

export const islands: PageIslands = () => ({ "server-code": {} });

export const copiesEarly = true;

export default function ServerCodes() {
  const { meta: titles, servercodes: texts } = useMessages();
  const documentTitle = pageTitle(brand, titles, titles.servercodes.codeTitle("{code}"));
  return (
    <>
      <Island name="server-code" />
      {/* Shows the link's code in the card above before any module loads (app/boot/show-server-code.ts). */}
      <InlineScript
        name="showServerCode"
        data={{ title: texts.title, text: texts.text, "document-title": documentTitle }}
      />
      <span id={codeShownId} hidden />
    </>
  );
}

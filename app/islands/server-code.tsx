import { BackLink } from "~/components/back-link";
import { CopyCodeButton } from "~/components/copy-code-button";
import { Card } from "~/components/ui/card";
import { useSearch } from "~/components/use-search";
import { useMessages } from "~/i18n/messages-context";
import { defineIsland } from "~/islands/define";
import { readServerCode } from "~/lib/server-code-query";

/**
 * /servercodes: the link's code (always as text, never markup) with its copy button, or the empty
 * state. The prerendered HTML has no code: one structure for both states, so app/boot/show-server-code.ts
 * (run by the route) shows the link's code before the island hydrates, then the island renders it.
 */
function ServerCode() {
  const code = readServerCode(useSearch() ?? "");
  const { common, servercodes: texts } = useMessages();
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 py-10">
      <div>
        <BackLink to="/">{common.backToHome}</BackLink>
      </div>
      <Card className="flex min-w-0 flex-col gap-5" data-server-code-card="">
        <h1 data-part="title" suppressHydrationWarning className="text-2xl font-bold sm:text-3xl">
          {code ? texts.title : texts.emptyTitle}
        </h1>
        <p
          data-part="code"
          data-testid="server-code"
          hidden={!code}
          suppressHydrationWarning
          dir="ltr"
          className="rounded-xl border border-border bg-surface-2 px-4 py-3 font-mono text-lg break-all whitespace-pre-wrap select-all"
        >
          {code}
        </p>
        <p data-part="text" suppressHydrationWarning className="text-muted">
          {code ? texts.text : texts.emptyText}
        </p>
        <div data-part="copy" hidden={!code}>
          <CopyCodeButton code={code} />
        </div>
      </Card>
    </div>
  );
}

export default defineIsland("server-code", ServerCode, ["common", "servercodes", "toasts"]);

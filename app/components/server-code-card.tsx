import { BackLink } from "~/components/back-link";
import { CopyCodeButton } from "~/components/copy-code-button";
import { Card } from "~/components/ui/card";
import { useMessages } from "~/i18n/messages-context";

/**
 * /servercodes: the code (always as text, never markup) with its copy button, or the empty state.
 * One structure for both states, so app/boot/show-server-code.ts (run by the route) can show the link's
 * code before the island hydrates (the empty state, as prerendered), then renders the code.
 */
export function ServerCodeCard({ code }: { code: string }) {
  const hasCode = code !== "";
  const { common, servercodes: texts } = useMessages();
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 py-10">
      <div>
        <BackLink to="/">{common.backToHome}</BackLink>
      </div>
      <Card className="flex min-w-0 flex-col gap-5" data-server-code-card="">
        <h1 data-part="title" suppressHydrationWarning className="text-2xl font-bold sm:text-3xl">
          {hasCode ? texts.title : texts.emptyTitle}
        </h1>
        <p
          data-part="code"
          data-testid="server-code"
          hidden={!hasCode}
          suppressHydrationWarning
          dir="ltr"
          className="rounded-xl border border-border bg-surface-2 px-4 py-3 font-mono text-lg break-all whitespace-pre-wrap select-all"
        >
          {code}
        </p>
        <p data-part="text" suppressHydrationWarning className="text-muted">
          {hasCode ? texts.text : texts.emptyText}
        </p>
        <div data-part="copy" hidden={!hasCode}>
          <CopyCodeButton code={code} />
        </div>
      </Card>
    </div>
  );
}

import Check from "lucide-react/icons/check";
import Copy from "lucide-react/icons/copy";
import { useEffect, useState } from "react";
import { readServerCode } from "~/boot/show-server-code";
import { BackLink } from "~/components/back-link";
import { notify } from "~/components/notify";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useHydrated } from "~/components/use-hydrated";
import type { IslandWords } from "~/i18n/words";
import { defineIsland } from "~/islands/define";
import { copyMessageAttribute, copyText } from "~/lib/clipboard";
import { COPIED_INDICATOR_MS } from "~/lib/constants";

/**
 * /servercodes: one structure for the code (text, never markup) and the empty state, filled in before the first
 * paint by app/boot/show-server-code.ts. A "Copied!" shown by app/boot/early-copy.ts is carried on to its end.
 */
function ServerCode({ words }: { words: IslandWords<"common" | "servercodes" | "toasts"> }) {
  const code = readServerCode(useHydrated() ? location.search : "");
  const { common, servercodes: texts, toasts } = words;
  const { serverCodeCopied: copiedToast, serverCodeCopyFailed: failedToast } = toasts;
  // How long "Copied!" stays, timed from the commit that shows it; a new object restarts it on every copy.
  const [copiedFor, setCopiedFor] = useState<{ ms: number } | null>(null);

  useEffect(() => {
    if (!copiedFor) return;
    const timer = setTimeout(() => setCopiedFor(null), copiedFor.ms);
    return () => clearTimeout(timer);
  }, [copiedFor]);

  function adoptEarlyCopy(button: HTMLButtonElement | null) {
    const until = Number(button?.dataset.copiedUntil);
    if (!(until > Date.now())) return;
    button!.removeAttribute("data-copied-until");
    setCopiedFor({ ms: until - Date.now() });
  }

  function handleCopy() {
    void copyText(code).then((ok) => {
      notify(ok, ok ? copiedToast : failedToast);
      if (ok) setCopiedFor({ ms: COPIED_INDICATOR_MS });
    });
  }

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
          <Button
            ref={adoptEarlyCopy}
            onClick={handleCopy}
            data-copy={code}
            data-copied={copyMessageAttribute(copiedToast)}
            data-failed={copyMessageAttribute(failedToast)}
            data-copied-label={texts.copied}
            suppressHydrationWarning
            className="w-full sm:w-auto"
          >
            {copiedFor ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
            <span data-copy-label suppressHydrationWarning>
              {copiedFor ? texts.copied : texts.copyCode}
            </span>
          </Button>
        </div>
      </Card>
    </div>
  );
}

export default defineIsland("server-code", ServerCode, ["common", "servercodes", "toasts"]);

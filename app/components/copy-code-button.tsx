import Check from "lucide-react/icons/check";
import Copy from "lucide-react/icons/copy";
import { useEffect, useRef, useState } from "react";
import { notify } from "~/components/notify";
import { Button } from "~/components/ui/button";
import { copyText } from "~/lib/clipboard";
import { COPIED_INDICATOR_MS } from "~/lib/constants";
import { useMessages } from "~/i18n/messages-context";
import { copyMessageAttribute } from "~/lib/copy-messages";

/**
 * "Copy Code": idle, then "Copied!" for COPIED_INDICATOR_MS, then idle again. Works from the first
 * paint: before hydration app/boot/early-copy.ts copies `data-copy` and shows "Copied!" itself; if
 * React arrives while that label shows (`data-copied-until`), it carries the state on to the end.
 */
export function CopyCodeButton({ code }: { code: string }) {
  const { servercodes, toasts } = useMessages();
  const { serverCodeCopied: copiedToast, serverCodeCopyFailed: failedToast } = toasts;
  // How long "Copied!" stays, counted from when it shows (a new object restarts it on every copy).
  const [copiedFor, setCopiedFor] = useState<{ ms: number } | null>(null);
  const copied = copiedFor !== null;
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Runs once the label is committed: a render that comes late (a busy phone) does not shorten it.
    if (!copiedFor) return;
    const timer = setTimeout(() => setCopiedFor(null), copiedFor.ms);
    return () => clearTimeout(timer);
  }, [copiedFor]);

  useEffect(() => {
    const until = Number(button.current?.dataset.copiedUntil);
    if (until > Date.now()) {
      button.current?.removeAttribute("data-copied-until");
      setCopiedFor({ ms: until - Date.now() });
    }
    // Once, on mount: carries over a "Copied!" shown before hydration.
    // oxlint-disable-next-line react/exhaustive-effect-dependencies
  }, []);

  function handleClick() {
    void copyText(code).then((ok) => {
      const toast = ok ? copiedToast : failedToast;
      void notify(ok ? "success" : "error", toast.title, { description: toast.description });
      if (ok) setCopiedFor({ ms: COPIED_INDICATOR_MS });
    });
  }

  return (
    <Button
      ref={button}
      onClick={handleClick}
      data-copy={code}
      data-copied={copyMessageAttribute(copiedToast)}
      data-failed={copyMessageAttribute(failedToast)}
      data-copied-label={servercodes.copied}
      suppressHydrationWarning
      className="w-full sm:w-auto"
    >
      {copied ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
      <span data-copy-label suppressHydrationWarning>
        {copied ? servercodes.copied : servercodes.copyCode}
      </span>
    </Button>
  );
}

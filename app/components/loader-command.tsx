import Code2 from "lucide-react/icons/code-2";
import { useId, useRef } from "react";
import { notify } from "~/components/notify";
import { CodeField } from "~/components/ui/code-field";
import { Button } from "~/components/ui/button";
import { copyText } from "~/lib/clipboard";
import { useMessages } from "~/i18n/messages-context";
import { copyMessageAttribute } from "~/lib/copy-messages";

/**
 * The loader command in a read-only, selectable field, and "Get Script" beside it, which copies it.
 * The button works from the first paint: before React has taken over, app/boot/early-copy.ts copies
 * `data-copy` and confirms with the same words. When the clipboard refuses, the field is selected so
 * the command can be copied by hand.
 */
export function LoaderCommand({ loader }: { loader: string }) {
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const { home, toasts } = useMessages();
  const copied = toasts.loaderCopied;
  const failed = toasts.loaderCopyFailed;

  function handleClick() {
    void copyText(loader).then((ok) => {
      notify(ok, ok ? copied : failed);
      if (!ok) field.current?.select();
    });
  }

  return (
    <div className="flex w-full flex-col gap-2 text-start">
      <label htmlFor={fieldId} className="text-sm text-muted">
        {home.loaderLabel}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <CodeField ref={field} id={fieldId} value={loader} />
        <Button
          onClick={handleClick}
          data-copy={loader}
          data-copied={copyMessageAttribute(copied)}
          data-failed={copyMessageAttribute(failed)}
          className="shrink-0 sm:w-40"
        >
          <Code2 size={18} aria-hidden="true" />
          {home.getScript}
        </Button>
      </div>
    </div>
  );
}

import { Code2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { copyText } from "~/lib/clipboard";
import { notify } from "~/components/notify";

/**
 * "Get Script": copies the loader command. When both clipboard paths fail, the command also appears
 * in a read-only field so the visitor can copy it by hand, as the failure toast suggests.
 */
export function CopyLoaderButton({ loader }: { loader: string }) {
  const [showManual, setShowManual] = useState(false);
  const fieldId = useId();

  function handleClick() {
    void copyText(loader).then((copied) => {
      if (copied) {
        void notify("success", "Script Copied!", { description: "The script has been copied to your clipboard." });
      } else {
        void notify("error", "Copy Failed", { description: "Please try again or copy manually." });
        setShowManual(true);
      }
    });
  }

  return (
    <div className="contents">
      <Button onClick={handleClick} className="w-full">
        <Code2 size={18} aria-hidden="true" />
        Get Script
      </Button>
      {showManual && (
        <div className="col-span-full flex flex-col gap-2 text-left">
          <label htmlFor={fieldId} className="text-sm text-muted">
            Loader command (select it and copy)
          </label>
          <input
            id={fieldId}
            readOnly
            value={loader}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded-xl border border-border bg-surface-2 px-4 py-3 font-mono text-base text-fg"
          />
        </div>
      )}
    </div>
  );
}

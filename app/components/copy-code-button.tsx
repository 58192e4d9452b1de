import { Check, Copy } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { copyText } from "~/lib/clipboard";
import { COPIED_INDICATOR_MS } from "~/lib/constants";
import { notify } from "~/components/notify";

/** "Copy Code": idle, then "Copied!" for COPIED_INDICATOR_MS, then idle again. */
export function CopyCodeButton({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function handleClick() {
    void copyText(code).then((ok) => {
      if (!ok) {
        void notify("error", "Failed to copy", { description: "Please copy the code manually" });
        return;
      }
      void notify("success", "Copied!", { description: "Server code copied to clipboard" });
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    });
  }

  return (
    <Button onClick={handleClick} className="w-full sm:w-auto">
      {copied ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
      {copied ? "Copied!" : "Copy Code"}
    </Button>
  );
}

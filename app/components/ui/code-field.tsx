import type { Ref } from "react";

/** A read-only field showing what to copy; a tap selects it all (the fallback when the clipboard is refused). */
export function CodeField({ ref, id, value }: { ref?: Ref<HTMLInputElement>; id: string; value: string }) {
  return (
    <input
      ref={ref}
      id={id}
      readOnly
      value={value}
      spellCheck={false}
      onFocus={(event) => event.currentTarget.select()}
      dir="ltr"
      className="min-h-11 w-full min-w-0 flex-1 rounded-xl border border-border bg-surface-2 px-4 py-2.5 font-mono text-base text-fg"
    />
  );
}

/** The spec's copy confirmations (section 8): what the toasts say, before and after hydration alike. */
export interface CopyMessage {
  title: string;
  description: string;
}

export const loaderCopyMessages = {
  copied: { title: "Script Copied!", description: "The script has been copied to your clipboard." },
  failed: { title: "Copy Failed", description: "Please try again or copy manually." },
} as const satisfies Record<string, CopyMessage>;

export const serverCodeCopyMessages = {
  copied: { title: "Copied!", description: "Server code copied to clipboard" },
  failed: { title: "Failed to copy", description: "Please copy the code manually" },
  /** The button's label for COPIED_INDICATOR_MS after a copy. */
  copiedLabel: "Copied!",
  idleLabel: "Copy Code",
} as const;

/** A message as the `data-copied` / `data-failed` attribute app/boot/early-copy.ts reads: title, line break, description. */
export function copyMessageAttribute({ title, description }: CopyMessage): string {
  return `${title}\n${description}`;
}

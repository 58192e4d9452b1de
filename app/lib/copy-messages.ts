/** A toast's words: a title and the line below it (app/i18n/messages, `toasts`). */
export interface CopyMessage {
  title: string;
  description: string;
}

/** A message as the `data-copied` / `data-failed` attribute app/boot/early-copy.ts reads: title, line break, description. */
export function copyMessageAttribute({ title, description }: CopyMessage): string {
  return `${title}\n${description}`;
}

import LoaderCircle from "lucide-react/icons/loader-circle";
import type { Messages } from "~/i18n/messages/en";
import type { Words } from "~/i18n/words";

export interface RedirectNoticeProps {
  title: string;
  message?: string;
  fallbackHref?: string;
  /** "If nothing happens, click here." */
  words: Words<Pick<Messages["redirect"], "fallbackBefore" | "fallbackLink" | "fallbackAfter">>;
}

/** A redirect page's body: spinner, heading, message and, once the destination is known, a fallback link. */
export function RedirectNotice({ title, message, fallbackHref, words: m }: RedirectNoticeProps) {
  return (
    <div className="flex flex-col items-center gap-5 py-24 text-center">
      <LoaderCircle size={48} aria-hidden="true" className="animate-spin text-accent motion-reduce:animate-none" />
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {message && <p className="max-w-md text-muted">{message}</p>}
      {fallbackHref && (
        <p className="text-sm text-muted">
          {m.fallbackBefore}
          <a href={fallbackHref} className="font-semibold text-violet-300 underline underline-offset-4 hover:text-fg">
            {m.fallbackLink}
          </a>
          {m.fallbackAfter}
        </p>
      )}
    </div>
  );
}

import Heart from "lucide-react/icons/heart";
import RotateCw from "lucide-react/icons/rotate-cw";
import ShieldCheck from "lucide-react/icons/shield-check";
import ShieldX from "lucide-react/icons/shield-x";
import { Button } from "~/components/ui/button";
import type { Messages } from "~/i18n/messages/en";
import { say, type Words } from "~/i18n/words";

type Props = { host: string; brandName: string; words: Words<Messages["adBlock"]> };

/**
 * "AdBlock Detected": a modal `<dialog>` (showModal() makes the page behind inert) that neither Escape
 * nor a click outside closes: only a reload does. Tab stays on its one control, not the browser's UI.
 */
export default function AdBlockModal({ host, brandName, words: m }: Props) {
  const hints = [
    { icon: RotateCw, text: m.hintRefresh },
    { icon: ShieldCheck, text: say(m.hintWhitelist, host) },
    { icon: Heart, text: say(m.hintSupport, brandName) },
  ];

  return (
    // The handlers keep focus and Escape in: the dialog is the modal's own surface, not a control.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={(dialog) => dialog?.showModal()}
      closedby="none"
      // Browsers without closedby close on Escape unless the cancel event is refused.
      onCancel={(event) => event.preventDefault()}
      // A press on the backdrop (the dialog itself) leaves focus on "Refresh Page".
      onMouseDown={(event) => event.target === event.currentTarget && event.preventDefault()}
      onKeyDown={(event) => {
        if (event.key !== "Tab") return;
        event.preventDefault();
        event.currentTarget.querySelector("button")!.focus();
      }}
      aria-modal="true"
      aria-labelledby="ad-block-title"
      aria-describedby="ad-block-message"
      tabIndex={-1}
      className="m-auto w-md max-w-[calc(100%-2rem)] rounded-2xl border border-danger/40 bg-surface p-6 text-center text-fg shadow-2xl outline-none backdrop:bg-bg/75 sm:p-8"
    >
      <ShieldX size={48} aria-hidden="true" className="mx-auto text-danger" />
      <h2 id="ad-block-title" className="mt-4 text-2xl font-bold">
        {m.title}
      </h2>
      <p id="ad-block-message" className="mt-3 text-muted">
        {m.message}
      </p>
      <ul className="mt-6 flex flex-col gap-3 text-start text-sm">
        {hints.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3 rounded-xl bg-surface-2 px-4 py-3">
            <Icon size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-violet-300" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <Button onClick={() => window.location.reload()} className="mt-6 w-full">
        <RotateCw size={18} aria-hidden="true" />
        {m.refresh}
      </Button>
    </dialog>
  );
}

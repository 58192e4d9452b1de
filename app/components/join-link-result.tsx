import Copy from "lucide-react/icons/copy";
import Play from "lucide-react/icons/play";
import { useId, useRef } from "react";
import { placeLabel, serverLabel, type JoinerSettings, type JoinerWords } from "~/components/join-labels";
import { notify } from "~/components/notify";
import { SiteLink } from "~/components/site-link";
import { CodeField } from "~/components/ui/code-field";
import { Button, buttonClass, ExternalLink } from "~/components/ui/button";
import { say } from "~/i18n/words";
import { copyText } from "~/lib/clipboard";
import { browserJoinUrl, joinLinkPath, type JoinTarget } from "~/lib/join-links";

const focusOnMount = (element: HTMLElement | null) => element?.focus();

type Props = JoinerSettings & { target: JoinTarget; words: JoinerWords };

// A link the form made (a refused copy selects it). Rendered only in the browser, so it may read the origin.
// A new link is announced by moving focus there (the form's own message is the live region for problems).
export default function JoinLinkResult({ target, games, brandName, words: { place, result: m } }: Props) {
  const id = useId();
  const [headingId, fieldId] = [`${id}-heading`, `${id}-field`];
  const field = useRef<HTMLInputElement>(null);
  const path = joinLinkPath(target);
  const riftLink = `${window.location.origin}${path}`;
  const robloxLink = browserJoinUrl(target);
  const server = serverLabel(place, target);

  function handleCopy() {
    void copyText(riftLink).then((ok) => {
      notify(ok, ok ? m.copied : m.copyFailed);
      if (!ok) field.current?.select();
    });
  }

  return (
    <section
      aria-labelledby={headingId}
      data-testid="join-result"
      className="mt-6 flex flex-col gap-4 border-t border-border pt-6"
    >
      <div>
        <h3 id={headingId} ref={focusOnMount} tabIndex={-1} className="text-lg font-semibold break-words">
          {placeLabel(place, target, games)}
        </h3>
        {server && <p className="font-mono text-sm text-muted">{server}</p>}
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={fieldId} className="text-sm font-medium">
          {say(m.riftLinkLabel, brandName)}
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <CodeField ref={field} id={fieldId} value={riftLink} />
          <Button variant="secondary" onClick={handleCopy} className="shrink-0">
            <Copy size={18} aria-hidden="true" />
            {m.copy}
          </Button>
        </div>
      </div>
      <SiteLink to={path} className={buttonClass("primary", "self-start")}>
        <Play size={18} aria-hidden="true" />
        {m.joinNow}
      </SiteLink>
      <p className="text-sm text-muted">
        {m.robloxLinkLabel}{" "}
        <ExternalLink
          href={robloxLink}
          dir="ltr"
          className="font-mono break-all text-violet-300 underline underline-offset-4 hover:text-fg"
        >
          {robloxLink}
        </ExternalLink>
      </p>
    </section>
  );
}

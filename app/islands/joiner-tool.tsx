import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import Gamepad2 from "lucide-react/icons/gamepad-2";
import Globe from "lucide-react/icons/globe";
import Link2 from "lucide-react/icons/link-2";
import RotateCw from "lucide-react/icons/rotate-cw";
import Smartphone from "lucide-react/icons/smartphone";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import { useAdBlockGate } from "~/components/ad-block-check";
import { BackLink } from "~/components/back-link";
import { InlineScript } from "~/components/inline-script";
import { placeLabel, type JoinerSettings, type JoinerWords } from "~/components/join-labels";
import { Button, buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useHydrated } from "~/components/use-hydrated";
import { localizedPath } from "~/i18n/locales";
import { useLocale } from "~/i18n/messages-context";
import { say, type IslandWords } from "~/i18n/words";
import { defineIsland } from "~/islands/define";
import { JOIN_INPUT_PARAM, parseJoinInput } from "~/lib/join-input";
import {
  browserJoinUrl,
  deepLink,
  isMobileUserAgent,
  joinerErrors,
  joinLinkParams,
  readJoinTarget,
} from "~/lib/join-links";
import { rememberJoin } from "~/lib/recent-joins";

// Needed only on a bad or missing link (most visitors come with a working one), so loaded then.
const JoinLinkResult = lazy(() => import("~/components/join-link-result"));
const RecentJoins = lazy(() => import("~/components/recent-joins-list"));

/**
 * /joiner: "Joining Roblox Game..." or, for a bad link, "Can't join this game"; app/boot/joiner-state.ts picks
 * one before the first paint. After a tap on a join control the page's own launch stays away (an app-scheme
 * navigation would cancel the https one the tap started).
 */
function Joiner({ words, ...config }: JoinerSettings & { words: IslandWords<"joiner"> }) {
  const m = words.joiner;
  const adBlock = useAdBlockGate();
  const search = useHydrated() ? location.search : null;
  const visitorJoined = useRef(false);
  // null before hydration (the prerendered HTML knows no query).
  const join = useMemo(() => {
    if (search === null) return null;
    const query = new URLSearchParams(search);
    return readJoinTarget((field) => query.get(joinLinkParams[field]));
  }, [search]);
  const target = typeof join === "object" ? join : null;
  const mobile = target !== null && isMobileUserAgent(navigator.userAgent);

  useEffect(() => {
    if (typeof join === "string") console.error(joinerErrors[join]);
  }, [join]);

  useEffect(() => {
    if (!target || adBlock !== "clear") return;
    if (!visitorJoined.current) window.location.href = deepLink(target, mobile);
    rememberJoin(target, Date.now());
  }, [target, mobile, adBlock]);

  // "Launch again" and the https link as a real <a> (on phones first: universal links open the app only
  // from a tap). They take their place invisibly until the link has been read, so nothing moves.
  const visitorJoin = () => void (visitorJoined.current = true);
  const launchAgain = (
    <Button
      key="launch"
      variant={mobile ? "secondary" : "primary"}
      onClick={() => {
        visitorJoin();
        if (target) window.location.href = deepLink(target, mobile);
      }}
      disabled={!target}
      className="w-full sm:w-auto"
    >
      <RotateCw size={18} aria-hidden="true" />
      {m.joining.launchAgain}
    </Button>
  );
  // Phones: this tab, where a universal link hands over to the app most reliably; desktop: a new tab.
  const tapLink = (
    <a
      key="tap"
      href={target ? browserJoinUrl(target) : undefined}
      onClick={target ? visitorJoin : undefined}
      target={mobile ? undefined : "_blank"}
      rel="noopener noreferrer"
      className={buttonClass(mobile ? "primary" : "secondary", "w-full sm:w-auto")}
    >
      {mobile ? <Smartphone size={18} aria-hidden="true" /> : <Globe size={18} aria-hidden="true" />}
      {mobile ? m.joining.openInApp : m.joining.openInBrowser}
    </a>
  );

  return (
    <>
      <div
        data-join-state="joining"
        hidden={typeof join === "string"}
        className="flex flex-col items-center gap-5 py-20 text-center"
      >
        <Gamepad2 size={48} aria-hidden="true" className="animate-pulse text-accent motion-reduce:animate-none" />
        <h1 className="text-2xl font-bold sm:text-3xl">{m.joining.title}</h1>
        <p className="max-w-md text-muted">{m.joining.text}</p>
        <div className={`mt-2 flex w-full max-w-md flex-col items-center gap-3 ${target ? "" : "invisible"}`}>
          <p data-testid="join-place" className="h-5 max-w-full truncate text-sm leading-5 text-muted">
            {target ? placeLabel(m.place, target, config.games) : ""}
          </p>
          <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
            {mobile ? [tapLink, launchAgain] : [launchAgain, tapLink]}
          </div>
        </div>
      </div>
      <div
        data-join-state="invalid"
        hidden={typeof join !== "string"}
        className="flex flex-col items-center gap-5 py-12 text-center"
      >
        <TriangleAlert size={48} aria-hidden="true" className="text-warn" />
        <h1 className="text-2xl font-bold sm:text-3xl">{m.invalid.title}</h1>
        <p className="max-w-md text-muted">
          {m.invalid.text} {m.invalid.hint}
        </p>
        <JoinLinkTool {...config} words={m} />
        {typeof join === "string" && adBlock === "clear" && (
          <Suspense fallback={null}>
            <RecentJoins games={config.games} words={m} />
          </Suspense>
        )}
        <BackLink to="/">{m.invalid.backHome}</BackLink>
      </div>
      <InlineScript name="showJoinerState" />
    </>
  );
}

// A GET form: pressed before React has taken over, it lands on /joiner?link=…, read here once React runs.
function JoinLinkTool({ words, ...config }: JoinerSettings & { words: JoinerWords }) {
  const m = words.tool;
  const locale = useLocale();
  const id = useId();
  const [fieldId, hintId, problemId] = [`${id}-field`, `${id}-hint`, `${id}-problem`];
  const [submitted, setSubmitted] = useState<{ result: ReturnType<typeof parseJoinInput>; attempt: number }>();
  // A press before hydration brought the paste here in the URL: it shows in the field too.
  const pasted = new URLSearchParams(useHydrated() ? location.search : "").get(JOIN_INPUT_PARAM);
  const result = submitted?.result ?? (pasted === null ? null : parseJoinInput(pasted));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get(JOIN_INPUT_PARAM) ?? "");
    setSubmitted({ result: parseJoinInput(text), attempt: (submitted?.attempt ?? 0) + 1 });
  }

  // Enter makes the link (a pasted game link and JobId may still sit on two lines); Shift+Enter adds a line.
  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }

  const problem = typeof result === "string" ? say(m.problems[result], config.brandName) : "";
  return (
    <Card className="mt-4 w-full max-w-xl text-start">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Link2 size={20} aria-hidden="true" className="text-accent" />
        {m.heading}
      </h2>
      <form
        method="get"
        action={localizedPath("/joiner", locale)}
        onSubmit={handleSubmit}
        noValidate
        className="mt-4 flex flex-col gap-2"
      >
        <label htmlFor={fieldId} className="text-sm font-medium">
          {m.label}
        </label>
        <p id={hintId} className="text-sm text-muted">
          {say(m.hint, config.brandName)}
        </p>
        <textarea
          defaultValue={pasted ?? undefined}
          id={fieldId}
          name={JOIN_INPUT_PARAM}
          rows={3}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          aria-describedby={`${hintId} ${problemId}`}
          aria-invalid={problem ? true : undefined}
          onKeyDown={handleKeyDown}
          dir="ltr"
          className="mt-1 w-full resize-y rounded-xl border border-border bg-surface-2 px-4 py-3 font-mono text-base break-all text-fg aria-invalid:border-danger"
        />
        <p id={problemId} aria-live="polite" className="min-h-5 text-sm text-danger">
          {problem}
        </p>
        <Button type="submit" className="self-start">
          {m.submit}
        </Button>
      </form>
      {/* Keyed by the attempt: each new link mounts afresh, and focus moves to it. */}
      {result && typeof result === "object" && (
        <Suspense fallback={null}>
          <JoinLinkResult key={submitted?.attempt ?? 0} target={result} {...config} words={words} />
        </Suspense>
      )}
    </Card>
  );
}

export default defineIsland("joiner", Joiner, ["joiner"]);

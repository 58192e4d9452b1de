import Link2 from "lucide-react/icons/link-2";
import { lazy, Suspense, use, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { JoinerConfig } from "~/components/join-labels";
import { localizedPath } from "~/i18n/locales";
import { useLocale, useMessages } from "~/i18n/messages-context";
import { JOIN_INPUT_PARAM, parseJoinInput, type JoinInput } from "~/lib/join-input";

// Shown only once a visitor has made a working link: its code (the result, the copy button and the
// clipboard module, about 1.7 KB gzip) loads then, not with every /joiner page.
const JoinLinkResult = lazy(() => import("~/components/join-link-result"));

/**
 * "Make a join link": one field for whatever the visitor has (see app/lib/join-input.ts), then the
 * Rift link to share, "Join now" and the Roblox link, or exactly what is wrong. A GET form to
 * /joiner: pressed before React has taken over, it lands on /joiner?link=…, which is read here once
 * React runs; afterwards React handles the press on the page itself.
 */
export function JoinLinkTool() {
  const m = useMessages().joiner.tool;
  const { brandName } = use(JoinerConfig);
  const locale = useLocale();
  const id = useId();
  const [fieldId, hintId, problemId] = [`${id}-field`, `${id}-hint`, `${id}-problem`];
  const field = useRef<HTMLTextAreaElement>(null);
  const [submitted, setSubmitted] = useState<{ result: JoinInput; attempt: number } | null>(null);
  // null in the prerendered HTML and while hydrating; the query's paste right after.
  const pasted = new URLSearchParams(useHydrated() ? location.search : "").get(JOIN_INPUT_PARAM);
  const result = submitted?.result ?? (pasted === null ? null : parseJoinInput(pasted));

  // A press before hydration brought the paste here in the URL: show it in the field too.
  useEffect(() => {
    if (pasted !== null && field.current) field.current.value = pasted;
  }, [pasted]);

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

  const problemText = result && !result.ok ? m.problems[result.problem] : "";
  const problem = typeof problemText === "function" ? problemText(brandName) : problemText;
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
          {m.hint(brandName)}
        </p>
        <textarea
          ref={field}
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
      {result?.ok && (
        <Suspense fallback={null}>
          <JoinLinkResult key={submitted?.attempt ?? 0} target={result.target} />
        </Suspense>
      )}
    </Card>
  );
}

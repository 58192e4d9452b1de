import Coins from "lucide-react/icons/coins";
import ShieldAlert from "lucide-react/icons/shield-alert";
import { BackLink } from "~/components/back-link";
import { InlineScript } from "~/components/inline-script";
import { Card } from "~/components/ui/card";
import type { PageMeta } from "~/lib/page-meta";
import { useMessages } from "~/i18n/messages-context";
import { inLanguage } from "~/components/site-page";

export const meta: PageMeta = (m) => ({ ...m.meta.robux, path: "/robux", noindex: true });

export const Robux = inLanguage(function Robux() {
  const { common, robux: m } = useMessages();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-8 py-10">
      <div>
        <BackLink to="/">{common.backToHome}</BackLink>
      </div>
      <section aria-labelledby="robux-title" className="flex flex-col items-center gap-4 text-center">
        <Coins size={56} aria-hidden="true" className="text-warn" />
        <h1 id="robux-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
          {m.title}
        </h1>
        <p className="max-w-xl text-lg text-muted">{m.pitch}</p>
        <p className="rounded-2xl border border-border bg-surface px-6 py-4 font-mono text-3xl font-bold">
          0 <span className="font-sans text-base font-normal text-muted">{m.counterUnit(0)}</span>
        </p>
      </section>
      <Card className="flex flex-col gap-5 border-warn/40">
        <h2 className="flex items-center gap-3 text-2xl font-bold">
          <ShieldAlert size={28} aria-hidden="true" className="shrink-0 text-warn" />
          {m.gotcha}
        </h2>
        <p className="text-muted">{m.scam}</p>
        <p className="text-lg font-semibold">{m.never}</p>
        <h3 className="text-lg font-semibold">{m.staySafe}</h3>
        <ul className="flex list-disc flex-col gap-2 ps-5 text-muted">
          {Object.values(m.tips).map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </Card>
      {/* The old prank's one trace: no pop-ups, dialogs, new windows, sounds, history tricks or navigation. */}
      <InlineScript name="logLine" data={{ line: "Robux generator prank disabled: no pop-ups, no redirects." }} />
    </div>
  );
});

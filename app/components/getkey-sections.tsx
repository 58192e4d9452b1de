import { localize } from "~/config/localize";
import Headphones from "lucide-react/icons/headphones";
import PlayCircle from "lucide-react/icons/play-circle";
import ShieldOff from "lucide-react/icons/shield-off";
import Zap from "lucide-react/icons/zap";
import { buttonClass, ExternalLink } from "~/components/ui/button";
import { site } from "~/config/site";
import { useMessages, useOperatorTranslation } from "~/i18n/messages-context";

/** The two external video tutorials, each opening in a new tab. */
export function KeyTutorials() {
  const m = useMessages().getkey;
  const tutorials = [
    { label: m.mobileTutorial, href: site.links.tutorials.mobile },
    { label: m.pcTutorial, href: site.links.tutorials.pc },
  ];
  return (
    <section aria-labelledby="tutorials-title" className="rounded-2xl border border-border bg-surface p-6">
      <h2 id="tutorials-title" className="text-xl font-bold">
        {m.tutorialsTitle}
      </h2>
      <p className="mt-1 text-sm text-muted">{m.tutorialsText}</p>
      <div className="mt-5 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {tutorials.map((tutorial) => (
          <ExternalLink key={tutorial.label} href={tutorial.href} className={buttonClass("secondary", "w-full")}>
            <PlayCircle size={18} aria-hidden="true" />
            {tutorial.label}
          </ExternalLink>
        ))}
      </div>
    </section>
  );
}

// Icons follow the configured order of `site.getKey.whyPremium`; any extra reason gets the last one.
const reasonIcons = [Zap, Headphones, ShieldOff];

/** "Why Choose Rift NOW?": the configured reasons to buy the paid key. */
export function WhyPremium() {
  const m = useMessages().getkey;
  const reasons = localize(site.getKey.whyPremium, useOperatorTranslation()?.getKey?.whyPremium, "getKey.whyPremium");
  return (
    <section aria-labelledby="why-title">
      <h2 id="why-title" className="text-center text-2xl font-bold">
        {m.whyTitle(site.brand.premiumName)}
      </h2>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-3">
        {reasons.map((reason, index) => {
          const Icon = reasonIcons[Math.min(index, reasonIcons.length - 1)];
          return (
            <li key={index} className="rounded-2xl border border-border bg-surface p-6 text-center">
              <Icon size={28} aria-hidden="true" className="mx-auto text-violet-300" />
              <h3 className="mt-3 font-semibold">{reason.title}</h3>
              <p className="mt-1 text-sm text-muted">{reason.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

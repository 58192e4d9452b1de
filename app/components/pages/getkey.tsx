import Check from "lucide-react/icons/check";
import Headphones from "lucide-react/icons/headphones";
import PlayCircle from "lucide-react/icons/play-circle";
import ShieldOff from "lucide-react/icons/shield-off";
import Zap from "lucide-react/icons/zap";
import { useId } from "react";
import { localize } from "~/config/localize";
import { PageHeader } from "~/components/page-header";
import { SiteLink } from "~/components/site-link";
import { Badge } from "~/components/ui/badge";
import { buttonClass, ExternalLink } from "~/components/ui/button";
import type { PageMeta } from "~/lib/page-meta";
import { useMessages, useOperatorTranslation } from "~/i18n/messages-context";
import { site } from "~/config/site";
import { inLanguage } from "~/components/site-page";

export const meta: PageMeta = (m) => ({
  title: m.meta.getkey.title,
  description: m.meta.getkey.description(site.brand.name, site.brand.premiumName),
  path: "/getkey",
});

// Icons follow the configured order of `site.getKey.whyPremium`; any extra reason gets the last one.
const reasonIcons = [Zap, Headphones, ShieldOff];

export const GetKey = inLanguage(function GetKey() {
  const { premium, freeProviders, whyPremium } = localize(site.getKey, useOperatorTranslation()?.getKey, "getKey");
  const { common, getkey: m } = useMessages();
  return (
    <div className="flex flex-col gap-12 pt-4 pb-4">
      <PageHeader
        back="/"
        backLabel={common.backToHome}
        title={m.title(site.brand.name)}
        intro={m.intro(site.brand.premiumName)}
      />

      <div className="grid grid-cols-1 gap-5 md:grid-cols-3">
        <KeyOption name={site.brand.premiumName} badge={premium.badge} bullets={premium.benefits} cta={premium.cta} />
        {freeProviders.map((provider) => (
          <KeyOption key={provider.id} {...provider} />
        ))}
      </div>

      <section aria-labelledby="tutorials-title" className="rounded-2xl border border-border bg-surface p-6">
        <h2 id="tutorials-title" className="text-xl font-bold">
          {m.tutorialsTitle}
        </h2>
        <p className="mt-1 text-sm text-muted">{m.tutorialsText}</p>
        <div className="mt-5 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {(["mobile", "pc"] as const).map((kind) => (
            <ExternalLink key={kind} href={site.links.tutorials[kind]} className={buttonClass("secondary", "w-full")}>
              <PlayCircle size={18} aria-hidden="true" />
              {m[`${kind}Tutorial`]}
            </ExternalLink>
          ))}
        </div>
      </section>

      <section aria-labelledby="why-title">
        <h2 id="why-title" className="text-center text-2xl font-bold">
          {m.whyTitle(site.brand.premiumName)}
        </h2>
        <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-3">
          {whyPremium.map((reason, index) => {
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
    </div>
  );
});

type KeyOptionProps = { name: string; badge: string; bullets: readonly string[]; cta: string; url?: string };

/** Without `url`, the paid key's card. The buttons share a label ("Get Free Key"): each is described by its title. */
function KeyOption({ name, badge, bullets, cta, url }: KeyOptionProps) {
  const titleId = useId();
  const premium = url === undefined;
  const button = {
    "aria-describedby": titleId,
    className: buttonClass(premium ? "primary" : "secondary", "mt-auto w-full"),
    children: cta,
  };
  return (
    <article
      aria-labelledby={titleId}
      className={`flex flex-col gap-5 rounded-2xl border bg-surface p-6 ${
        premium ? "border-accent shadow-[0_0_40px_-12px] shadow-accent/60" : "border-border"
      }`}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-xl font-bold">
          {name}
        </h2>
        <Badge tone={premium ? "accent" : "ok"}>{badge}</Badge>
      </div>
      <ul className="flex flex-col gap-2.5 text-sm">
        {bullets.map((bullet) => (
          <li key={bullet} className="flex items-center gap-2.5">
            <Check size={16} aria-hidden="true" className={premium ? "text-violet-300" : "text-ok"} />
            {bullet}
          </li>
        ))}
      </ul>
      {premium ? <SiteLink to="/resellers" {...button} /> : <ExternalLink href={url} {...button} />}
    </article>
  );
}

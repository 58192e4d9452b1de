import BookOpen from "lucide-react/icons/book-open";
import Gift from "lucide-react/icons/gift";
import KeyRound from "lucide-react/icons/key-round";
import MessageCircle from "lucide-react/icons/message-circle";
import { BrandMark } from "~/components/brand-mark";
import { SiteLink } from "~/components/site-link";
import { buttonClass, ExternalLink } from "~/components/ui/button";
import type { PageMeta } from "~/lib/page-meta";
import { localize } from "~/config/localize";
import { useMessages, useOperatorTranslation } from "~/i18n/messages-context";
import { brand, links, partnerBanner, stats } from "~/config/brand";
import { inLanguage } from "~/components/site-page";
import type { ReactNode } from "react";

export const meta: PageMeta = (_messages, _locale, operator) => ({
  description: localize(brand, operator?.brand, "brand").description,
  path: "/",
});

/** The landing page's hero, the loader command's island (`children`) among its controls. */
export const Hero = inLanguage(function Hero({ children }: { children: ReactNode }) {
  const m = useMessages().home;
  const t = useOperatorTranslation();
  const { tagline } = localize(brand, t?.brand, "brand");
  return (
    <section aria-labelledby="hero-title" className="flex flex-col items-center gap-6 pt-8 pb-12 text-center sm:pt-16">
      <BrandMark size={72} />
      <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
        {brand.name}
      </h1>
      <p className="max-w-2xl text-lg text-muted">{tagline}</p>

      <ul className="grid w-full max-w-2xl grid-cols-3 gap-3" aria-label={m.highlightsLabel}>
        {localize(stats, t?.stats, "stats").map((stat) => (
          <li key={stat.value} className="rounded-2xl border border-border bg-surface px-3 py-4">
            <p className="text-2xl font-bold text-fg sm:text-3xl" dir="ltr">
              {stat.value}
            </p>
            <p className="text-xs text-muted sm:text-sm">{stat.label}</p>
          </li>
        ))}
      </ul>

      <div className="flex w-full max-w-2xl flex-col gap-3">
        {children}
        {/* Controls that go somewhere are links, styled as the spec's buttons (decision 0007). */}
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <SiteLink to="/getkey" className={buttonClass("secondary", "w-full")}>
            <KeyRound size={18} aria-hidden="true" />
            {m.getKey}
          </SiteLink>
          <ExternalLink href={links.docs} className={buttonClass("secondary", "w-full")}>
            <BookOpen size={18} aria-hidden="true" />
            {m.documentation}
          </ExternalLink>
          <ExternalLink href={links.communityInvite} className={buttonClass("secondary", "w-full")}>
            <MessageCircle size={18} aria-hidden="true" />
            {m.community(links.communityPlatform)}
          </ExternalLink>
        </div>
      </div>
    </section>
  );
});

export const PartnerOffer = inLanguage(function PartnerOffer() {
  const m = useMessages().home;
  const partner = localize(partnerBanner, useOperatorTranslation()?.partnerBanner, "partnerBanner");
  return (
    <aside
      aria-label={m.partnerOfferLabel}
      className="flex flex-col items-start gap-4 rounded-2xl border border-accent/40 bg-gradient-to-r from-accent/20 to-cyan-500/10 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <Gift size={24} aria-hidden="true" className="mt-0.5 shrink-0 text-violet-300" />
        <div>
          <p className="font-semibold">{partner.title}</p>
          <p className="text-sm text-muted">{partner.text}</p>
        </div>
      </div>
      <SiteLink to="/ugphone" className={buttonClass("primary", "shrink-0")}>
        {partner.cta}
      </SiteLink>
    </aside>
  );
});

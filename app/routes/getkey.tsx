import { localize } from "~/config/localize";
import { BackLink } from "~/components/back-link";
import { KeyTutorials, WhyPremium } from "~/components/getkey-sections";
import { KeyOptionCard } from "~/components/key-option-card";
import { PageShell } from "~/components/page-shell";
import type { PageMeta } from "~/config/page-meta";
import { useMessages, useOperatorTranslation } from "~/i18n/messages-context";
import { site } from "~/config/site";

export const meta: PageMeta = (m) => ({
  title: m.meta.getkey.title,
  description: m.meta.getkey.description(site.brand.name, site.brand.premiumName),
  path: "/getkey",
});

export default function GetKey() {
  const { premium, freeProviders } = localize(site.getKey, useOperatorTranslation()?.getKey, "getKey");
  const { common, getkey: m } = useMessages();
  return (
    <PageShell>
      <div className="flex flex-col gap-12 pt-4 pb-4">
        <header className="flex flex-col items-start gap-4">
          <BackLink to="/">{common.backToHome}</BackLink>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{m.title(site.brand.name)}</h1>
          <p className="max-w-2xl text-muted">{m.intro(site.brand.premiumName)}</p>
        </header>

        <div className="grid grid-cols-1 gap-5 md:grid-cols-3">
          <KeyOptionCard
            title={site.brand.premiumName}
            badge={premium.badge}
            highlighted
            points={premium.benefits}
            action={{ label: premium.cta, to: "/resellers" }}
          />
          {freeProviders.map((provider) => (
            <KeyOptionCard
              key={provider.id}
              title={provider.name}
              badge={provider.badge}
              points={provider.bullets}
              action={{ label: provider.cta, href: provider.url }}
            />
          ))}
        </div>

        <KeyTutorials />
        <WhyPremium />
      </div>
    </PageShell>
  );
}

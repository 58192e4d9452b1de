import type { Route } from "./+types/getkey";
import { BackLink } from "~/components/back-link";
import { KeyTutorials, WhyPremium } from "~/components/getkey-sections";
import { KeyOptionCard } from "~/components/key-option-card";
import { PageShell } from "~/components/page-shell";
import { meta as pageMeta } from "~/config/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import { site } from "~/config/site";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Get Key",
    description: `Get your ${site.brand.name} key: free through a key-link provider, or ${site.brand.premiumName} with instant delivery.`,
    path: "/getkey",
  });

// Links and text only: the page ships no JavaScript.
export const handle: RouteHandle = { scripts: false };

export default function GetKey() {
  const { premium, freeProviders } = site.getKey;
  return (
    <PageShell>
      <div className="flex flex-col gap-12 pt-4 pb-4">
        <header className="flex flex-col items-start gap-4">
          <BackLink to="/">Back to Home</BackLink>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Get Your {site.brand.name} Key</h1>
          <p className="max-w-2xl text-muted">
            Pick a free key-link provider, or skip the tasks and adverts with {site.brand.premiumName}.
          </p>
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

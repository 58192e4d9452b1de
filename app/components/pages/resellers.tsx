import type { ReactNode } from "react";
import { BackLink } from "~/components/back-link";
import type { PageMeta } from "~/config/page-meta";
import { useMessages } from "~/i18n/messages-context";
import { site } from "~/config/site";
import { inLanguage } from "~/components/site-page";

export const meta: PageMeta = (m) => ({
  title: m.meta.resellers.title,
  description: m.meta.resellers.description(site.brand.premiumName),
  path: "/resellers",
});

/** The page, the reseller list's island (`children`) below its header. */
export const Resellers = inLanguage(function Resellers({ children }: { children: ReactNode }) {
  const m = useMessages().resellers;
  return (
    <div className="flex flex-col gap-10 pt-4 pb-4">
      <header className="flex flex-col items-start gap-4">
        <BackLink to="/getkey">{m.backToGetKey}</BackLink>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{m.title(site.brand.name)}</h1>
        <p className="max-w-2xl text-muted">{m.intro(site.brand.premiumName)}</p>
      </header>
      {children}
    </div>
  );
});

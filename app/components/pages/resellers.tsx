import type { ReactNode } from "react";
import { PageHeader } from "~/components/page-header";
import type { PageMeta } from "~/lib/page-meta";
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
      <PageHeader
        back="/getkey"
        backLabel={m.backToGetKey}
        title={m.title(site.brand.name)}
        intro={m.intro(site.brand.premiumName)}
      />
      {children}
    </div>
  );
});

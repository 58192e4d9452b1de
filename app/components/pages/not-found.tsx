import { InlineScript } from "~/components/inline-script";
import { SiteLink } from "~/components/site-link";
import { buttonClass } from "~/components/ui/button";
import type { PageMeta } from "~/lib/page-meta";
import { useMessages } from "~/i18n/messages-context";
import { inLanguage } from "~/components/site-page";

// Rendered with status 200 at build time (prerendered as /404); the server answers it with 404.
export const meta: PageMeta = (m) => ({ ...m.meta.notFound, path: "/404", noindex: true });

export const NotFound = inLanguage(function NotFound() {
  const m = useMessages().notFound;
  return (
    <>
      <div className="flex flex-col items-center gap-6 py-24 text-center">
        <h1 className="flex flex-col gap-4">
          <span className="text-8xl font-extrabold tracking-tight text-accent">404</span>
          <span className="text-2xl font-semibold">{m.title}</span>
        </h1>
        <SiteLink to="/" className={buttonClass("primary")}>
          {m.returnHome}
        </SiteLink>
      </div>
      <InlineScript name="logMissingPath" />
    </>
  );
});

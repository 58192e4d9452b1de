import { toastRegionClass } from "~/components/notify";
import { handleOf } from "~/i18n/locale-handle";
import type { LocaleTag } from "~/i18n/locales";
import { MessagesProvider } from "~/i18n/messages-context";
import { IslandSlots } from "~/islands/island";
import type { ReactNode } from "react";
import { pages } from "~/routes/pages";
import type { PagePath } from "~/routes/page-paths";

/**
 * The `<body>` of every page (app/pages/[...path].astro): the skip link, the page in its language, and
 * the toasts' live region, there from the start so screen readers announce the first toast too. The
 * page's islands come as Astro's slots, one prop each (camelCase of the slot's name).
 */
export function SitePage({
  page,
  tag,
  path,
  ...islands
}: { page: PagePath; tag: LocaleTag; path: string } & Record<string, ReactNode>) {
  const handle = { ...handleOf(tag), path };
  const Page = pages[page].default;
  return (
    <MessagesProvider value={handle}>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-accent-strong text-accent-fg focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:px-4 focus:py-2"
      >
        {handle.messages.common.skipToContent}
      </a>
      <IslandSlots value={islands}>
        <Page />
      </IslandSlots>
      <section
        data-toast-region
        aria-live="polite"
        aria-label={handle.messages.toasts.regionLabel}
        className={toastRegionClass}
      />
    </MessagesProvider>
  );
}

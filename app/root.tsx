import { lazy, Suspense, use, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useMatches } from "react-router";
import type { Route } from "./+types/root";
import { earlyCopy } from "~/boot/early-copy";
import { ErrorScreen } from "~/components/error-screen";
import { SpaFallbackRender } from "~/components/spa-fallback";
import { matchedLocale } from "~/i18n/locale-handle";
import { defaultLocale, localizedPath } from "~/i18n/locales";
import { InlineScript } from "~/components/inline-script";
import { toastRegionClass } from "~/components/notify";
import { brand } from "~/config/brand";
import { legacyCopy } from "~/lib/clipboard";
import { COPIED_INDICATOR_MS, TOAST_DURATION_MS } from "~/lib/constants";
import { pageCopiesEarly } from "~/lib/route-handle";
import "./app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // Written by scripts/postbuild.ts from the configuration.
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * The document of every page, rendered only at build time: no page loads React Router in the browser
 * (no <Scripts/>, no route manifest, no hydration data; decision 0012). What acts in the browser are
 * islands (app/islands/), whose module scripts postbuild adds to the pages that contain them. Its
 * language is the matched language layout's (app/routes.ts).
 */
export function Layout({ children }: { children: ReactNode }) {
  const handles = useMatches().map((match) => match.handle);
  const earlyCopyButtons = pageCopiesEarly(handles);
  const language = matchedLocale(handles);
  const locale = language?.locale ?? defaultLocale;
  return (
    <html lang={locale.tag} dir={locale.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand.themeColor} />
        <Meta />
        {/* postbuild puts the stylesheet itself in place of its <link> (first paint in one round trip). */}
        <Links />
        {/* Copy buttons work from the first paint, before their island has hydrated (app/boot/early-copy.ts). */}
        {earlyCopyButtons && <InlineScript run={earlyCopy} args={[legacyCopy, TOAST_DURATION_MS, COPIED_INDICATOR_MS]} />}
      </head>
      <body>
        {/* Every page is under a language layout; only an error in the root itself would leave this out. */}
        {language && (
          <a
            href="#main"
            className="sr-only z-50 rounded-md bg-accent-strong text-accent-fg focus:not-sr-only focus:fixed focus:top-4 focus:start-4 focus:px-4 focus:py-2"
          >
            {language.messages.common.skipToContent}
          </a>
        )}
        {children}
        {/* Where toasts appear (~/components/notify, app/boot/early-copy.ts): in the page from the start,
            so screen readers announce the first toast too, and named in the page's language. */}
        {language && <section data-toast-region aria-live="polite" aria-label={language.messages.toasts.regionLabel} className={toastRegionClass} />}
        {use(SpaFallbackRender) && <Scripts />}
        {/* The dev server has no island build: one module hydrates the page's islands (app/islands/dev.ts). */}
        {import.meta.env.DEV && <script type="module" src="/app/islands/dev.ts" />}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  const language = matchedLocale(useMatches().map((match) => match.handle));
  if (language) return <ErrorScreen messages={language.messages.error} home={localizedPath("/", language.locale)} />;
  return (
    <Suspense fallback={null}>
      <EnglishErrorScreen />
    </Suspense>
  );
}

// Where no language layout matched (an error in the root itself): English, rendered at build time
// like every page (no client build ships this module).
const EnglishErrorScreen = lazy(() =>
  import("~/routes/locale/en").then(({ handle }) => ({ default: () => <ErrorScreen messages={handle.locale.messages.error} /> })),
);

import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useMatches } from "react-router";
import type { Route } from "./+types/root";
import { earlyCopy } from "~/boot/early-copy";
import { ErrorScreen } from "~/components/error-screen";
import { matchedLocale } from "~/i18n/locale-handle";
import { defaultLocale, localizedPath } from "~/i18n/locales";
import { InlineScript } from "~/components/inline-script";
import { loadSonner, toasterMounted } from "~/components/notify";
import { brand } from "~/config/brand";
import { legacyCopy } from "~/lib/clipboard";
import { COPIED_INDICATOR_MS, TOAST_DURATION_MS } from "~/lib/constants";
import { pageHasScripts } from "~/lib/route-handle";
import "./app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // Written by scripts/postbuild.ts from the configuration.
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * The document of every page. Pages whose route says `handle.scripts === false` get no scripts from
 * React Router (entry.server leaves out the hydration data too): they are complete as HTML. Its
 * language is the matched language layout's (app/routes.ts).
 */
export function Layout({ children }: { children: ReactNode }) {
  const handles = useMatches().map((match) => match.handle);
  const scripts = pageHasScripts(handles);
  const language = matchedLocale(handles);
  const locale = language?.locale ?? defaultLocale;
  return (
    <html lang={locale.tag} dir={locale.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand.themeColor} />
        {/* Only while prerendering. Navigation is by plain links (a new document each time), so the
            client never changes the head: React 19's hydration skips head elements it does not render.
            postbuild puts the stylesheet itself in place of its <link> (first paint in one round trip). */}
        {import.meta.env.SSR && <Meta />}
        {import.meta.env.SSR && <Links />}
        {/* Copy buttons work from the first paint, before React has taken over (app/boot/early-copy.ts). */}
        {scripts && <InlineScript run={import.meta.env.SSR ? earlyCopy : undefined} args={[legacyCopy, TOAST_DURATION_MS, COPIED_INDICATOR_MS]} />}
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
        {scripts && <Scripts />}
      </body>
    </html>
  );
}

// sonner is not needed for the first paint: it loads right after hydration (see ~/components/notify).
const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

export default function App() {
  // false in the prerendered HTML and while hydrating, true right after: the Toaster mounts then.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  // The toasts' region is named in the page's language (sonner's own label is English).
  const regionLabel = matchedLocale(useMatches().map((match) => match.handle))?.messages.toasts.regionLabel;
  return (
    <>
      <Outlet />
      {hydrated && (
        <Suspense fallback={null}>
          <Toaster position="bottom-center" duration={TOAST_DURATION_MS} theme="dark" richColors closeButton={false} containerAriaLabel={regionLabel} />
          <Ready />
        </Suspense>
      )}
    </>
  );
}

const noSubscription = () => () => {};

/** Mounted right after the Toaster: toasts can show, and the page is fully interactive. */
function Ready() {
  useEffect(() => {
    toasterMounted();
    // From now on React handles every press (app/boot/early-copy.ts stands aside); browser tests wait for it too.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
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

// Where no language layout matched (an error in the root itself): English, loaded only then (from the
// English layout route's chunk), so no page carries English words it does not show.
const EnglishErrorScreen = lazy(() =>
  import("~/routes/locale/en").then(({ handle }) => ({ default: () => <ErrorScreen messages={handle.locale.messages.error} /> })),
);

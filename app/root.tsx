import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Scripts, ScrollRestoration, Outlet } from "react-router";
import type { Route } from "./+types/root";
import { brand } from "~/config/brand";
import { TOAST_DURATION_MS } from "~/lib/constants";
import { loadSonner, toasterMounted } from "~/components/notify";
import { ErrorScreen } from "~/components/error-screen";
import "./app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // Written by scripts/postbuild.ts from the configuration.
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand.themeColor} />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-accent-strong text-accent-fg focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

// sonner is not needed for the first paint: it loads right after hydration (see ~/components/notify).
const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

export default function App() {
  // false in the prerendered HTML and while hydrating, true right after: the Toaster mounts then.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  return (
    <>
      <Outlet />
      {hydrated && (
        <Suspense fallback={null}>
          <Toaster position="bottom-center" duration={TOAST_DURATION_MS} theme="dark" richColors closeButton={false} />
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
    // Lets browser tests (and curious people) know React has taken over the prerendered HTML.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorScreen />;
}

import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { PageShell } from "~/components/page-shell";
import { buttonClass } from "~/components/ui/button";
import { meta as pageMeta } from "~/config/page-meta";

// Rendered with status 200 at build time (prerendered as /404); the server answers it with 404.
export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Page not found", description: "This page does not exist.", path: "/404", noindex: true });

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);

  return (
    <PageShell>
      <div className="flex flex-col items-center gap-6 py-24 text-center">
        <h1 className="flex flex-col gap-4">
          <span className="text-8xl font-extrabold tracking-tight text-accent">404</span>
          <span className="text-2xl font-semibold">Oops! Page not found</span>
        </h1>
        <Link to="/" className={buttonClass("primary")}>
          Return to Home
        </Link>
      </div>
    </PageShell>
  );
}

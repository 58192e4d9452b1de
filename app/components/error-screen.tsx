import { SiteLink } from "~/components/site-link";
import { buttonClass } from "~/components/ui/button";

/** The root error boundary's page: shown when something unexpected breaks while rendering. */
export function ErrorScreen() {
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-6 px-6 text-center">
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="text-muted">Something went wrong while showing this page. Please try again.</p>
      <SiteLink to="/" className={buttonClass("primary")}>
        Return to Home
      </SiteLink>
    </main>
  );
}

import { SiteLink } from "~/components/site-link";
import { buttonClass } from "~/components/ui/button";
import type { Messages } from "~/i18n/messages/en";

/** The root error boundary's page: shown when something unexpected breaks while rendering. */
export function ErrorScreen({ messages: m, home = "/" }: { messages: Messages["error"]; home?: string }) {
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-6 px-6 text-center">
      <h1 className="text-3xl font-bold">{m.title}</h1>
      <p className="text-muted">{m.text}</p>
      <SiteLink to={home} className={buttonClass("primary")}>
        {m.returnHome}
      </SiteLink>
    </main>
  );
}

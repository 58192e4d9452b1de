import { useEffect } from "react";
import type { Route } from "./+types/servercodes";
import { PageShell } from "~/components/page-shell";
import { ServerCodeCard } from "~/components/server-code-card";
import { useClientSearchParams } from "~/components/use-client-search-params";
import { meta as pageMeta } from "~/config/page-meta";
import { site } from "~/config/site";
import { pageTitle } from "~/lib/meta";

// The prerendered HTML is built without a query, so the meta title is the no-code one; the page
// sets "Server Code: {code} | Rift" itself once it has read the code.
export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Server Codes",
    description: "Shows a shared server code to copy into the Server Codes textbox.",
    path: "/servercodes",
    noindex: true,
  });

export default function ServerCodes() {
  const query = useClientSearchParams();
  const code = query ? (query.get("code") ?? "").trim() : undefined;

  useEffect(() => {
    if (code === undefined) return;
    document.title = pageTitle(site.brand, code ? `Server Code: ${code}` : "Server Codes");
  }, [code]);

  return (
    <PageShell>
      <ServerCodeCard code={code} />
    </PageShell>
  );
}

import type { Route } from "./+types/terms";
import { LegalPage } from "~/components/legal-page";
import { localeMeta } from "~/config/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import { legalDocument } from "~/content/documents";
import * as content from "~/content/terms.mdx";

export const meta: Route.MetaFunction = ({ matches }) => localeMeta(matches, (m) => legalDocument(m, "terms"));

// Links and text only: the page ships no JavaScript.
export const handle: RouteHandle = { scripts: false };

export default function Terms() {
  return <LegalPage document="terms" content={content} />;
}

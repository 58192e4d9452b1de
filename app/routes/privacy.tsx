import type { Route } from "./+types/privacy";
import { LegalPage } from "~/components/legal-page";
import { meta as pageMeta } from "~/config/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import { legalDocuments } from "~/content/documents";
import * as content from "~/content/privacy.mdx";

const info = legalDocuments.privacy;

export const meta: Route.MetaFunction = () => pageMeta(info);

// Links and text only: the page ships no JavaScript.
export const handle: RouteHandle = { scripts: false };

export default function Privacy() {
  return <LegalPage info={info} content={content} />;
}

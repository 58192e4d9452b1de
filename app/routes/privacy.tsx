import type { Route } from "./+types/privacy";
import { LegalPage } from "~/components/legal-page";
import { meta as pageMeta } from "~/config/page-meta";
import { legalDocuments } from "~/content/documents";
import * as content from "~/content/privacy.mdx";

const info = legalDocuments.privacy;

export const meta: Route.MetaFunction = () => pageMeta(info);

export default function Privacy() {
  return <LegalPage info={info} content={content} />;
}

import { LegalPage } from "~/components/legal-page";
import type { PageMeta } from "~/config/page-meta";
import { legalDocument } from "~/content/documents";
import * as content from "~/content/reseller-tos.mdx";

export const meta: PageMeta = (m) => legalDocument(m, "resellerTos");

export default function ResellerTerms() {
  return <LegalPage document="resellerTos" content={content} />;
}

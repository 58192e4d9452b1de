import { LegalPage } from "~/components/legal-page";
import type { PageMeta } from "~/config/page-meta";
import { legalDocument } from "~/content/documents";
import * as content from "~/content/terms.mdx";

export const meta: PageMeta = (m) => legalDocument(m, "terms");

export default function Terms() {
  return <LegalPage document="terms" content={content} />;
}

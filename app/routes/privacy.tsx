import { LegalPage } from "~/components/legal-page";
import type { PageMeta } from "~/config/page-meta";
import { legalDocument } from "~/content/documents";
import * as content from "~/content/privacy.mdx";

export const meta: PageMeta = (m) => legalDocument(m, "privacy");

export default function Privacy() {
  return <LegalPage document="privacy" content={content} />;
}

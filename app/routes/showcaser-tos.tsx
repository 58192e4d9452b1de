import { LegalPage } from "~/components/legal-page";
import type { PageMeta } from "~/config/page-meta";
import { legalDocument } from "~/content/documents";
import * as content from "~/content/showcaser-tos.mdx";

export const meta: PageMeta = (m) => legalDocument(m, "showcaserTos");

export default function ShowcaserTerms() {
  return <LegalPage document="showcaserTos" content={content} />;
}

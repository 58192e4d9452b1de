import type { Route } from "./+types/terms";
import { LegalPage } from "~/components/legal-page";
import { meta as pageMeta } from "~/config/page-meta";
import { legalDocuments } from "~/content/documents";
import * as content from "~/content/terms.mdx";

const info = legalDocuments.terms;

export const meta: Route.MetaFunction = () => pageMeta(info);

export default function Terms() {
  return <LegalPage info={info} content={content} />;
}

import type { Route } from "./+types/reseller-tos";
import { LegalPage } from "~/components/legal-page";
import { localeMeta } from "~/config/page-meta";
import { legalDocument } from "~/content/documents";
import * as content from "~/content/reseller-tos.mdx";

export const meta: Route.MetaFunction = ({ matches }) => localeMeta(matches, (m) => legalDocument(m, "resellerTos"));

export default function ResellerTerms() {
  return <LegalPage document="resellerTos" content={content} />;
}

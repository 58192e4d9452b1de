import type { Route } from "./+types/terms";
import { LegalPage } from "~/components/legal-page";
import { localeMeta } from "~/config/page-meta";
import { legalDocument } from "~/content/documents";
import * as content from "~/content/terms.mdx";

export const meta: Route.MetaFunction = ({ matches }) => localeMeta(matches, (m) => legalDocument(m, "terms"));

export default function Terms() {
  return <LegalPage document="terms" content={content} />;
}

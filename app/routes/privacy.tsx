import type { Route } from "./+types/privacy";
import { LegalPage } from "~/components/legal-page";
import { localeMeta } from "~/config/page-meta";
import { legalDocument } from "~/content/documents";
import * as content from "~/content/privacy.mdx";

export const meta: Route.MetaFunction = ({ matches }) => localeMeta(matches, (m) => legalDocument(m, "privacy"));

export default function Privacy() {
  return <LegalPage document="privacy" content={content} />;
}

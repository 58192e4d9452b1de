import type { Route } from "./+types/showcaser-tos";
import { LegalPage } from "~/components/legal-page";
import { localeMeta } from "~/config/page-meta";
import { legalDocument } from "~/content/documents";
import * as content from "~/content/showcaser-tos.mdx";

export const meta: Route.MetaFunction = ({ matches }) => localeMeta(matches, (m) => legalDocument(m, "showcaserTos"));

export default function ShowcaserTerms() {
  return <LegalPage document="showcaserTos" content={content} />;
}

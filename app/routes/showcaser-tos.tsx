import type { Route } from "./+types/showcaser-tos";
import { LegalPage } from "~/components/legal-page";
import { meta as pageMeta } from "~/config/page-meta";
import { legalDocuments } from "~/content/documents";
import * as content from "~/content/showcaser-tos.mdx";

const info = legalDocuments.showcaserTos;

export const meta: Route.MetaFunction = () => pageMeta(info);

export default function ShowcaserTerms() {
  return <LegalPage info={info} content={content} />;
}

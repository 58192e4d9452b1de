/**
 * The four legal documents: where each lives and its title and search description (the page's h1
 * and <meta>), in the page's language. Routes and the "other documents" links read this list; the
 * texts themselves are the .mdx files.
 */
import { site } from "~/config/site";
import type { Messages } from "~/i18n/messages/en";

export type LegalDocumentKey = keyof Messages["legal"]["documents"];

export interface LegalDocumentInfo {
  key: LegalDocumentKey;
  path: string;
  title: string;
  description: string;
}

export const legalPaths = {
  terms: "/terms",
  privacy: "/privacy",
  resellerTos: "/reseller-tos",
  showcaserTos: "/showcaser-tos",
} as const satisfies Record<LegalDocumentKey, string>;

/** One document in the words of `messages`. */
export function legalDocument(messages: Messages, key: LegalDocumentKey): LegalDocumentInfo {
  const words = messages.legal.documents[key];
  // The reseller terms are about the paid product; the others name the brand.
  const name = key === "resellerTos" ? site.brand.premiumName : site.brand.name;
  return { key, path: legalPaths[key], title: words.title, description: words.description(name) };
}

/** All four, in the order of the "other documents" links. */
export function legalDocuments(messages: Messages): LegalDocumentInfo[] {
  return (Object.keys(legalPaths) as LegalDocumentKey[]).map((key) => legalDocument(messages, key));
}

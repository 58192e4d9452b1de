import type { AnchorHTMLAttributes } from "react";
import { localizedPath } from "~/i18n/locales";
import { useLocale } from "~/i18n/messages-context";

/**
 * A link to another page of this site: a plain <a href>. Every page is prerendered HTML, so following
 * it loads that page's document: it works before and without JavaScript, opens in a new tab, can be
 * long-pressed or copied, and the page runs its own inline scripts (decision 0007). `to` is the
 * English path ("/getkey"); the link goes to that page in the current page's language.
 */
export function SiteLink({ to, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string }) {
  // Children arrive through props.
  // oxlint-disable-next-line jsx-a11y/anchor-has-content
  return <a href={localizedPath(to, useLocale())} {...props} />;
}

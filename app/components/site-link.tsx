import type { AnchorHTMLAttributes } from "react";
import { localizedPath } from "~/i18n/locales";
import { useLocale } from "~/i18n/messages-context";

/**
 * A plain <a href> to a page of this site (decision 0007: it works without JavaScript), in the current
 * page's language; `to` is the English path ("/getkey").
 */
export function SiteLink({ to, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string }) {
  // oxlint-disable-next-line jsx-a11y/anchor-has-content -- children arrive through props
  return <a href={localizedPath(to, useLocale())} {...props} />;
}

import type { AnchorHTMLAttributes } from "react";
import { localizedPath } from "~/i18n/locales";
import { useLocale } from "~/i18n/messages-context";

/** A plain <a href> (decision 0007) to a page of this site in the page's language; `to` is its English path. */
export function SiteLink({ to, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string }) {
  // oxlint-disable-next-line jsx-a11y/anchor-has-content -- children arrive through props
  return <a href={localizedPath(to, useLocale())} {...props} />;
}

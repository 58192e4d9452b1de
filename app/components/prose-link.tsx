import type { AnchorHTMLAttributes } from "react";
import { SiteLink } from "~/components/site-link";
import { ExternalLink } from "~/components/ui/button";

/**
 * Links written in Markdown inside the legal texts: site paths ("/privacy") are links to that page,
 * in-page anchors stay plain, anything else opens in a new tab.
 */
export function ProseLink({ href = "", children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith("#")) return <a href={href} {...props}>{children}</a>;
  if (href.startsWith("/")) return <SiteLink to={href} {...props}>{children}</SiteLink>;
  return <ExternalLink href={href} {...props}>{children}</ExternalLink>;
}

import type { AnchorHTMLAttributes } from "react";
import { Link } from "react-router";
import { ExternalLink } from "~/components/ui/button";

/**
 * Links written in Markdown inside the legal texts: site paths ("/privacy") navigate in the app,
 * in-page anchors stay plain, anything else opens in a new tab.
 */
export function ProseLink({ href = "", children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith("#")) return <a href={href} {...props}>{children}</a>;
  if (href.startsWith("/")) return <Link to={href} {...props}>{children}</Link>;
  return <ExternalLink href={href} {...props}>{children}</ExternalLink>;
}

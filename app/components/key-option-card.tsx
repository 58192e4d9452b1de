import Check from "lucide-react/icons/check";
import { useId } from "react";
import { SiteLink } from "~/components/site-link";
import { Badge } from "~/components/ui/badge";
import { buttonClass, ExternalLink } from "~/components/ui/button";

/** Where a card's button leads: a page of this site, or another site in a new tab. */
export type KeyOptionAction = { label: string; to: string } | { label: string; href: string };

/**
 * One way to get a key on /getkey: title with badge, a list of points, and the button at the bottom.
 * Links of several cards share a label ("Get Free Key"), so each is described by its card's title.
 */
export function KeyOptionCard({
  title,
  badge,
  highlighted = false,
  points,
  action,
}: {
  title: string;
  badge: string;
  highlighted?: boolean;
  points: readonly string[];
  action: KeyOptionAction;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={`flex flex-col gap-5 rounded-2xl border bg-surface p-6 ${
        highlighted ? "border-accent shadow-[0_0_40px_-12px] shadow-accent/60" : "border-border"
      }`}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        <Badge tone={highlighted ? "accent" : "ok"}>{badge}</Badge>
      </div>
      <ul className="flex flex-col gap-2.5 text-sm">
        {points.map((point) => (
          <li key={point} className="flex items-center gap-2.5">
            <Check size={16} aria-hidden="true" className={highlighted ? "text-violet-300" : "text-ok"} />
            {point}
          </li>
        ))}
      </ul>
      <div className="mt-auto">
        {"to" in action ? (
          <SiteLink to={action.to} aria-describedby={titleId} className={buttonClass("primary", "w-full")}>
            {action.label}
          </SiteLink>
        ) : (
          <ExternalLink href={action.href} aria-describedby={titleId} className={buttonClass("secondary", "w-full")}>
            {action.label}
          </ExternalLink>
        )}
      </div>
    </article>
  );
}

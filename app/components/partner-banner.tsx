import { localize } from "~/config/localize";
import Gift from "lucide-react/icons/gift";
import { SiteLink } from "~/components/site-link";
import { buttonClass } from "~/components/ui/button";
import { partnerBanner } from "~/config/brand";
import { useMessages, useOperatorTranslation } from "~/i18n/messages-context";

/** The cloud-phone partner banner; its "Redeem" link leads to /ugphone. */
export function PartnerBanner() {
  const { title, text, cta } = localize(partnerBanner, useOperatorTranslation()?.partnerBanner, "partnerBanner");
  const m = useMessages().home;
  return (
    <aside
      aria-label={m.partnerOfferLabel}
      className="flex flex-col items-start gap-4 rounded-2xl border border-accent/40 bg-gradient-to-r from-accent/20 to-cyan-500/10 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <Gift size={24} aria-hidden="true" className="mt-0.5 shrink-0 text-violet-300" />
        <div>
          <p className="font-semibold">{title}</p>
          <p className="text-sm text-muted">{text}</p>
        </div>
      </div>
      <SiteLink to="/ugphone" className={buttonClass("primary", "shrink-0")}>
        {cta}
      </SiteLink>
    </aside>
  );
}
